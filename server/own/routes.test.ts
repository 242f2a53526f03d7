import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleBackground } from '../sandbox/background';
import { startParentRegistration, TEST_PASSWORD } from '../tests/support/test-flows';
import { startTestServer, type TestServer } from '../tests/support/test-server';

describe("the product's own endpoints", () => {
  let server: TestServer;
  const togglesFile = path.join(
    mkdtempSync(path.join(tmpdir(), 'webreg-toggles-')),
    'toggles.json',
  );
  beforeAll(async () => {
    writeFileSync(togglesFile, JSON.stringify({ enableCorePriceChange: true, planFlow: true }));
    server = await startTestServer({
      env: { TOGGLES_FILE: togglesFile, TOGGLES: '{"planFlow":false}' },
    });
  });
  afterAll(() => server.close());

  it('fetch-toggles: section 9 defaults, then the file, then the environment', async () => {
    const response = await server.request('POST', '/api/fetch-toggles', {
      anonymousId: 'anon-1',
      attributes: { appOs: 'ios' },
    });
    expect(response.status).toBe(200);
    expect(response.body.featureToggles).toMatchObject({
      instantCardProvisioningV2: true,
      hideFunding: false,
      onboardingForwardAllLegacyRegistrationTrafficToLta: true,
      enableCorePriceChange: true,
      planFlow: false,
    });
    // The client IP as this server sees it: the page sends it back as client-ip-address.
    expect(response.body.ipAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('prices the chosen plan by section 9 under the toggles in force', async () => {
    const parent = await startParentRegistration(server);
    await parent.answer({ set_user_email: 'priced@example.com' });
    await parent.answer({ set_user_password_and_confirm: TEST_PASSWORD });
    await parent.answer({ set_legal_first_name: 'Pri', set_legal_last_name: 'Ced' });
    await parent.answer({
      set_date_of_birth: '01/01/1980',
      set_legal_address: { street: '5 Pier Rd', city: 'Salem', state: 'MA', zip: '01970' },
    });
    const plan = await parent.answer({ set_plan: { pricing_plan_name: 'max' } });
    // enableCorePriceChange is on in this suite's toggles file: max costs 3.99, not 4.99, on
    // top of standard, whose own fee rises to 5.99 (the max fee stays 9.98).
    expect(plan.extras).toEqual([
      { action: 'set_plan', pricingPlanName: 'max', price: 3.99, fee: 9.98 },
    ]);
  });

  it('accepts browser data, links, events, identities and personas', async () => {
    const calls: Array<[string, unknown, number]> = [
      [
        '/api/browser-data',
        {
          userId: 'u1',
          browserData: {
            ip_addresses: ['203.0.113.9'],
            deviceOs: 'iOS',
            timeZone: 'America/Chicago',
            fonts: ['Inter'],
          },
        },
        202,
      ],
      ['/api/browser-data-link', { userId: 'u1', familyUid: 'f1' }, 202],
      ['/api/subscribe-sms', { userId: 'u1', subscriptionType: 'marketing' }, 200],
      [
        '/api/track-custom-event',
        { event: 'Registration Error Triggered', properties: { registration_step: 'phone' } },
        202,
      ],
      ['/api/identify-users', { anonymousId: 'a', userId: 'u1', traits: { plan: 'max' } }, 202],
      ['/api/personas-link', { anonymousId: 'a', userId: 'u1', traits: {} }, 202],
      ['/api/personas-identify', { anonymousId: 'a' }, 202],
    ];
    for (const [url, body, status] of calls) {
      expect({ url, status: (await server.request('POST', url, body)).status }).toEqual({
        url,
        status,
      });
    }
    // Analytics events are stored after the answer, gathered (a shutdown waits for them).
    await settleBackground();
    const stored = await server.deps.db.selectFrom('own_events').select('kind').execute();
    expect(stored.map((row) => row.kind).sort()).toEqual([
      'browser-data',
      'browser-data-link',
      'identify',
      'personas-identify',
      'personas-link',
      'subscribe-sms',
      'track',
    ]);
  });

  it('refuses malformed own-endpoint bodies with 400', async () => {
    expect((await server.request('POST', '/api/browser-data', { browserData: {} })).status).toBe(
      400,
    );
    expect((await server.request('POST', '/api/subscribe-sms', { userId: 7 })).status).toBe(400);
  });

  it('kyc-failure-type defaults to compliance_risk with max attempts exceeded', async () => {
    const response = await server.request('GET', '/api/kyc-failure-type?identityId=unknown');
    expect(response.body).toEqual({
      failureReason: 'compliance_risk',
      hasExceededMaxVerificationAttempts: true,
    });
  });

  it('prove-redirect-uri takes its mock settings from headers', async () => {
    const ok = await server.request('GET', '/api/prove-redirect-uri');
    expect(ok.body.proveRedirectUri).toBe('/?proveStatus=success');
    const failed = await server.request('GET', '/api/prove-redirect-uri', undefined, {
      'prove-mock-status': 'failure',
    });
    expect(failed.body.proveRedirectUri).toContain('proveStatus=failed');
  });
});
