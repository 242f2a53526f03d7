import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhone, parentUpTo } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

/** The same server, every call from `address` (behind the trusted proxy). */
const from = (server: TestServer, address: string): TestServer => ({
  ...server,
  request: (method, path, body, headers = {}) =>
    server.request(method, path, body, { 'x-forwarded-for': address, ...headers }),
});

const kids = (phones: string[]) => ({
  add_child_info: phones.map((phoneNumber) => ({ first_name: 'Kit', phone_number: phoneNumber })),
});

async function nobodyTexted(server: TestServer, phones: string[]) {
  for (const phone of phones) expect(await server.outbox(phone)).toEqual([]);
}

/**
 * Invitation texts spend the address's SMS budget (10 sends in 15 minutes, codes included),
 * the family's hourly ceiling (5 by default) and the service's (20 here). The counts run on
 * from one case to the next, as the comments reckon them.
 */
describe('invitation texts inside the SMS budgets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      realLimits: true,
      env: { TRUST_PROXY: 'loopback', INVITATIONS_PER_HOUR: '20' },
    });
  });
  afterAll(() => server.close());

  it('a family texts at most 5 invitations an hour', async () => {
    const parent = await parentUpTo(from(server, '203.0.113.1'), 'add_child_info');
    const phones = Array.from({ length: 6 }, nextPhone);
    // The sixth is past the family's ceiling (service: 5 counted).
    const refused = await parent.answer(kids(phones));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        action: 'add_child_info',
        code: 'ERR_INVITATION_HOURLY_LIMIT',
        message:
          'Your family has sent the most invitations allowed for now. Please try again in an hour.',
      }),
    ]);
    await nobodyTexted(server, phones);
  });

  it('one address cannot send 2 codes and 20 invitations: they share its 10 SMS', async () => {
    const address = from(server, '203.0.113.2');
    // A code and 4 invitations (address: 5; service: 9).
    const first = await parentUpTo(address, 'add_child_info');
    const sent = Array.from({ length: 4 }, nextPhone);
    expect((await first.answer(kids(sent))).errors).toEqual([]);
    expect(await server.outbox(sent[3]!)).toHaveLength(1);
    // A second code, then the fifth invitation is the address's eleventh SMS (service: 13).
    const second = await parentUpTo(address, 'add_child_info');
    const phones = Array.from({ length: 5 }, nextPhone);
    const refused = await second.answer(kids(phones));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        action: 'add_child_info',
        code: 'ERR_RATE_LIMITED',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      }),
    ]);
    await nobodyTexted(server, phones);
    const code = await address.request('POST', '/api/v1/phone-verification/access-request', {
      phoneNumber: nextPhone(),
      deviceUuid: 'device-budget',
    });
    expect(code.status).toBe(429);
  });

  it('the whole service texts at most its hourly ceiling of invitations', async () => {
    // Five more from a new address and family (service: 18), then the third of the next is
    // the twenty-first.
    const third = await parentUpTo(from(server, '203.0.113.3'), 'add_child_info');
    expect((await third.answer(kids(Array.from({ length: 5 }, nextPhone)))).errors).toEqual([]);
    const fourth = await parentUpTo(from(server, '203.0.113.4'), 'add_child_info');
    const phones = Array.from({ length: 3 }, nextPhone);
    const refused = await fourth.answer(kids(phones));
    expect(refused.errors).toEqual([
      expect.objectContaining({
        action: 'add_child_info',
        code: 'ERR_INVITATIONS_PAUSED',
        message: 'We cannot send invitations right now. Please try again in an hour.',
      }),
    ]);
    await nobodyTexted(server, phones);
  });
});
