import type { OwnServerClient } from '../services/own-server-client';
import type { AnalyticsSink } from './analytics';

/**
 * Without a Segment write key, events go to the product's own server (POST
 * /api/track-custom-event and /api/identify-users, spec section 7), which forwards them.
 */
export function ownServerAnalytics(
  client: OwnServerClient,
  anonymousId: () => string,
  log: (message: string, error?: unknown) => void,
): AnalyticsSink {
  const quietly = (call: Promise<unknown>) => {
    call.catch((error: unknown) => log('analytics call failed', error));
  };
  return {
    track: (event, properties) =>
      quietly(client.trackCustomEvent({ event, anonymousId: anonymousId(), properties })),
    identify: (userId, traits) =>
      quietly(client.identifyUsers({ anonymousId: anonymousId(), userId, traits })),
    // The own server records events and people; page views are Segment's alone.
    page: () => {},
  };
}
