import { AnalyticsBrowser, type MiddlewareFunction } from '@segment/analytics-next';
import { AD_INTEGRATIONS } from '../rules/consent';
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

/**
 * Consent can change after analytics loads (the visitor saves new cookie choices). Each event
 * carries the ad-tracking integrations as they stand now: a withdrawal stops them at once; a
 * destination that was not loaded for want of consent loads on the next page.
 */
const followConsent =
  (disabled: () => Record<string, false>): MiddlewareFunction =>
  ({ payload, next }) => {
    const off = disabled();
    const event = payload.obj as { integrations?: Record<string, unknown> };
    const integrations = { ...event.integrations };
    // disabledIntegrations only ever names ad-tracking integrations.
    for (const name of AD_INTEGRATIONS) integrations[name] = !(name in off);
    event.integrations = integrations;
    next(payload);
  };

/**
 * Segment's analytics-next, when a write key is configured. `disabled` answers, whenever asked,
 * the integrations switched off by consent and toggles.
 */
export function segmentAnalytics(
  writeKey: string,
  disabled: () => Record<string, false>,
): AnalyticsSink {
  const client = AnalyticsBrowser.load(
    { writeKey },
    // Without consent at load, ad-tracking scripts are not even fetched. Query-string ajs_*
    // ids would let a link set who the visitor is: ignore them.
    { integrations: disabled(), useQueryString: false },
  );
  void client.addSourceMiddleware(redactAddresses);
  void client.addSourceMiddleware(followConsent(disabled));
  return {
    track: (event, properties) => void client.track(event, properties),
    identify: (userId, traits) => void client.identify(userId, traits),
    page: () => void client.page(),
  };
}
