import { describe, expect, it } from 'vitest';
import { parseClientConfig } from './client-config';

describe('parseClientConfig', () => {
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
