import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { APP_ENVIRONMENTS, type ClientConfig, parseClientConfig } from './client-config';
import { clientConfigSchema } from './client-config-schema';

describe('parseClientConfig', () => {
  // Spec section 9: the environment is one of production, qa, staging, else dev.
  it.each([
    ['production', 'production'],
    ['qa', 'qa'],
    ['staging', 'staging'],
    ['development', 'dev'],
    [undefined, 'dev'],
  ])('reads the environment %s as %s', (appEnv, expected) => {
    expect(parseClientConfig(JSON.stringify({ appEnv })).appEnv).toBe(expected);
  });

  it('falls back to the sandbox (dev, home at the root, no SDKs) without a usable tag', () => {
    for (const raw of [null, '', '{not json', '42', 'null']) {
      expect(parseClientConfig(raw)).toEqual({ appEnv: 'dev', providerHomeUrl: '/' });
    }
  });

  it('reads the environment, the home page and both SDK settings', () => {
    const config = parseClientConfig(
      JSON.stringify({
        appEnv: 'staging',
        providerHomeUrl: 'https://harbor.example/',
        nextGenOnboardingUrl: 'https://onboarding.harbor.example/start',
        segmentWriteKey: 'wk_1',
        datadog: { clientToken: 'pub_1', applicationId: 'app_1', proxy: 'https://rum.example/' },
      }),
    );
    expect(config).toEqual({
      appEnv: 'staging',
      providerHomeUrl: 'https://harbor.example/',
      nextGenOnboardingUrl: 'https://onboarding.harbor.example/start',
      segmentWriteKey: 'wk_1',
      datadog: {
        clientToken: 'pub_1',
        applicationId: 'app_1',
        site: 'datadoghq.com',
        proxy: 'https://rum.example/',
      },
    });
  });

  it('loads no monitoring with half its settings, takes no non-web hand-off address, and maps unknown environments to dev', () => {
    const config = parseClientConfig(
      JSON.stringify({
        appEnv: 'preview',
        datadog: { clientToken: 'pub_1' },
        segmentWriteKey: ' ',
        nextGenOnboardingUrl: 'javascript:alert(1)',
      }),
    );
    expect(config).toEqual({ appEnv: 'dev', providerHomeUrl: '/' });
  });
});

// The browser reads the meta tag by hand (no zod in the first screen); the schema the server
// checks its config against is the one definition, and these hold the reading to it.
const filled = fc.string({ minLength: 1 }).filter((value) => value.trim() !== '');
const validConfig: fc.Arbitrary<ClientConfig> = fc.record(
  {
    appEnv: fc.constantFrom(...APP_ENVIRONMENTS),
    providerHomeUrl: filled,
    nextGenOnboardingUrl: fc.webUrl(),
    segmentWriteKey: filled,
    testTracer: filled,
    datadog: fc.record(
      { clientToken: filled, applicationId: filled, site: filled, proxy: filled },
      { requiredKeys: ['clientToken', 'applicationId', 'site'] },
    ),
    bankLink: fc.constant('plaid' as const),
    payments: fc.record(
      {
        provider: fc.constant('braintree' as const),
        environment: fc.constantFrom('sandbox' as const, 'production' as const),
        googlePayMerchantId: filled,
      },
      { requiredKeys: ['provider', 'environment'] },
    ),
  },
  { requiredKeys: ['appEnv', 'providerHomeUrl'] },
);
// Anything a tampered or broken tag could hold: right keys with wrong values, and junk.
const anyValue = fc.oneof(fc.anything(), filled, fc.webUrl(), fc.constantFrom('plaid', 'qa'));
const anyConfig = fc.oneof(
  fc.anything(),
  fc.record(
    {
      appEnv: anyValue,
      providerHomeUrl: anyValue,
      nextGenOnboardingUrl: anyValue,
      segmentWriteKey: anyValue,
      testTracer: anyValue,
      datadog: fc.oneof(
        anyValue,
        fc.dictionary(fc.constantFrom('clientToken', 'applicationId', 'site', 'proxy'), anyValue),
      ),
      bankLink: anyValue,
      payments: fc.oneof(
        anyValue,
        fc.dictionary(
          fc.constantFrom('provider', 'environment', 'googlePayMerchantId'),
          fc.oneof(anyValue, fc.constantFrom('braintree', 'production')),
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

describe('parseClientConfig and the schema (vocabulary/client-config-schema)', () => {
  it('reads back every configuration the schema accepts, unchanged', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        expect(z.safeParse(clientConfigSchema, config).success).toBe(true);
        expect(parseClientConfig(JSON.stringify(config))).toEqual(config);
      }),
    );
  });

  it('makes of anything else a configuration the schema accepts', () => {
    fc.assert(
      fc.property(anyConfig, (raw) => {
        const text = JSON.stringify(raw) ?? 'undefined';
        const checked = z.safeParse(clientConfigSchema, parseClientConfig(text));
        expect(checked.success ? [] : checked.error.issues).toEqual([]);
      }),
    );
  });

  it('is the schema that refuses what the reading drops (the checks can fail)', () => {
    for (const wrong of [
      { appEnv: 'preview', providerHomeUrl: '/' },
      { appEnv: 'dev', providerHomeUrl: ' ' },
      { appEnv: 'dev', providerHomeUrl: '/', nextGenOnboardingUrl: 'javascript:alert(1)' },
      { appEnv: 'dev', providerHomeUrl: '/', datadog: { clientToken: 'pub_1', site: 'x' } },
      { appEnv: 'dev', providerHomeUrl: '/', stray: true },
    ]) {
      expect(z.safeParse(clientConfigSchema, wrong).success).toBe(false);
    }
  });
});
