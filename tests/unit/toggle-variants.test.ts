import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFetchedToggles } from '../../flows/actions/toggle-actions';
import { togglesState } from '../../flows/platform/toggles-state';
import { createHttp } from '../../flows/services/http';
import { createOwnServerClient } from '../../flows/services/own-server-client';
import { startTestServer, type TestServer } from '../../server/tests/support/test-server';

// Spec section 9: "Experiment variants: variation_1 on, control off." The toggle service may
// answer a toggle with its variant name; the page must read it as on or off, across the wire.
describe('toggles sent as experiment variants', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        TOGGLES: JSON.stringify({
          planFlow: 'variation_1',
          facebookPixel: 'control',
          enableCorePriceChange: 'variation_2',
        }),
      },
    });
  });
  afterAll(() => server.close());

  it('reach the page through /api/fetch-toggles as on, off, or the default', async () => {
    const own = createOwnServerClient(createHttp({ origin: server.url }), (message, error) => {
      throw new Error(message, { cause: error });
    });
    const { featureToggles } = await own.fetchToggles({ anonymousId: 'anon-1', attributes: {} });
    expect(featureToggles).toMatchObject({ planFlow: 'variation_1', facebookPixel: 'control' });

    // What app/load-toggles.ts does with the answer.
    applyFetchedToggles(featureToggles, {});
    expect(togglesState.toggles).toMatchObject({
      planFlow: true,
      facebookPixel: false,
      enableCorePriceChange: false,
    });
  });
});
