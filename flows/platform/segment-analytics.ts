import { AnalyticsBrowser, type MiddlewareFunction } from '@segment/analytics-next';
import { redactUrl } from '../rules/redact-url';
import type { AnalyticsSink } from './analytics';

type PageFields = { url?: string; referrer?: string; search?: string; path?: string };

function redactPage(page: PageFields | undefined): void {
  if (!page) return;
  if (page.url) page.url = redactUrl(page.url);
  if (page.referrer) page.referrer = redactUrl(page.referrer);
  if (page.path) page.path = redactUrl(page.path);
  if (page.search) page.search = redactUrl(`/${page.search}`).slice(1);
}

/**
 * The page's own address travels with every Segment event (context.page, and a page call's
 * properties): the reset token and sensitive query values are masked before anything leaves.
 */
const redactAddresses: MiddlewareFunction = ({ payload, next }) => {
  const event = payload.obj as {
    type?: string;
    context?: { page?: PageFields };
    properties?: PageFields;
  };
  redactPage(event.context?.page);
  if (event.type === 'page') redactPage(event.properties);
  next(payload);
};

/** Segment's analytics-next, when a write key is configured. */
export function segmentAnalytics(
  writeKey: string,
  integrations: Record<string, boolean>,
): AnalyticsSink {
  const client = AnalyticsBrowser.load(
    { writeKey },
    // Query-string ajs_* ids would let a link set who the visitor is: ignore them.
    { integrations, useQueryString: false },
  );
  void client.addSourceMiddleware(redactAddresses);
  return {
    track: (event, properties) => void client.track(event, properties),
    identify: (userId, traits) => void client.identify(userId, traits),
    page: () => void client.page(),
  };
}
