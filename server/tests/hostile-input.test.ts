import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-database';
import { teenAtInviteParent } from '../fuzz/registrations';
import { INVALID_REQUEST_MESSAGE } from '../http/validate';
import { parentAt, parentUpTo, startParentRegistration, TEST_PASSWORD } from './support/test-flows';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server';

/**
 * An attack session's reproductions, one by one: input that answered 500 (or was kept as sent) is now a
 * 400 in the catalogue's words, on PGlite and on PostgreSQL, and nothing is logged as an error.
 */
const INVALID = { code: 'ERR_INVALID_REQUEST', message: INVALID_REQUEST_MESSAGE };
const FORBIDDEN_KEY = {
  code: 'ERR_INVALID_REQUEST',
  message: 'The request contains a forbidden key.',
};

describe.each(testDatabaseKinds)('hostile input on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  const errorLines = () => server.logs.filter((line) => line.includes('"level":50'));
  const expectRefused = (response: TestResponse, body: object, label: string) => {
    expect({ label, status: response.status }).toEqual({ label, status: 400 });
    expect(response.body).toMatchObject(body);
  };

  it('refuses NUL and lone surrogates in body keys and values, queries and path params', async () => {
    const device = (deviceUuid: string) => ({ phoneNumber: '+15555558001', deviceUuid });
    const calls: Array<[string, string, string, unknown?]> = [
      ['NUL in a body value', 'POST', '/api/v1/phone-verification/access-request', device('d\0x')],
      [
        'lone surrogate in a body value',
        'POST',
        '/api/v1/phone-verification/access-request',
        device('d\ud800x'),
      ],
      [
        'NUL in a nested key',
        'POST',
        '/api/track-custom-event',
        { event: 'opened', properties: { 'k\0': 1 } },
      ],
      [
        'lone surrogate in a nested value',
        'POST',
        '/api/track-custom-event',
        { event: 'opened', properties: { k: ['\udc00'] } },
      ],
      ['NUL in a query value', 'GET', '/api/kyc-failure-type?identityId=usr%00x'],
      ['NUL in a query key', 'GET', '/api/kyc-failure-type?identityId=usr_x&a%00=1'],
      ['NUL in a path param', 'GET', '/api/v1/user/usr%00x/pre-registered?token=abc'],
    ];
    for (const [label, method, url, body] of calls) {
      expectRefused(await server.request(method, url, body), INVALID, label);
    }
    expect(await server.outbox('+15555558001')).toEqual([]);
    expect(errorLines()).toEqual([]);
  });

  it('refuses __proto__, constructor and prototype in every casing the contract turns them into', async () => {
    const phoneCheck = (extra: string) =>
      server.request('POST', '/api/v1/phone-check', `{${extra},"phone_number":"+15555550101"}`);
    for (const key of ['__Proto__', '__PROTO__', 'Constructor', 'PROTOTYPE']) {
      expectRefused(await phoneCheck(`"${key}":{"polluted":true}`), FORBIDDEN_KEY, key);
      expectRefused(
        await server.request('GET', `/api/v1/valid-email?email=a%40example.com&${key}=1`),
        FORBIDDEN_KEY,
        `${key} in a query`,
      );
    }
    const registering = await startParentRegistration(server);
    const answered = await server.request(
      'POST',
      '/api/v1/registration/answer',
      '{"answers":{"__Proto__":{"polluted":true}}}',
      { authorization: `Bearer ${registering.token()}` },
    );
    expectRefused(answered, FORBIDDEN_KEY, 'an answer keyed __Proto__');
    // Words that merely contain them are ordinary keys, dropped like any unknown key.
    expect((await phoneCheck('"constructorName":"x","proto":1')).status).toBe(200);
  });

  it('names a field by a key of the caller only when it looks like a name, never echoing junk', async () => {
    const junk = `${'[object Object],'.repeat(20)}${'é'.repeat(100)}`;
    const response = await server.request('POST', '/api/identify-users', {
      anonymousId: 'anon-1',
      traits: { [junk]: 1 },
    });
    expectRefused(response, { ...INVALID, fields: [{ field: 'traits.*' }] }, 'a junk trait key');
    expect(JSON.stringify(response.body)).not.toContain('[object Object]');
  });

  it('reads the outbox limit as a whole number from 1 to 200, and refuses anything else', async () => {
    for (const limit of ['-1', '0', '1.5', '201', 'abc', '1e2', '']) {
      expectRefused(
        await server.request('GET', `/sandbox/outbox?limit=${limit}`),
        { ...INVALID, fields: [{ field: 'limit' }] },
        `limit=${limit}`,
      );
    }
    expectRefused(await server.request('GET', '/sandbox/outbox?limit=1&limit=2'), INVALID, 'twice');
    expectRefused(await server.request('GET', '/sandbox/outbox?recipient=a%00'), INVALID, 'NUL');
    await startParentRegistration(server);
    await startParentRegistration(server);
    const one = await server.request('GET', '/sandbox/outbox?limit=1');
    expect(one.status).toBe(200);
    expect(one.body.messages).toHaveLength(1);
    expect((await server.request('GET', '/sandbox/outbox?limit=200')).status).toBe(200);
    expect(errorLines()).toEqual([]);
  });

  it('checks an answer that resolves an unresolved error against its kind too', async () => {
    const parent = await parentUpTo(server, 'set_date_of_birth');
    const address = { street: '1 Harbor Lane', city: 'Springfield', state: 'IL', zip: '99999' };
    const moved = await parent.answer({
      set_date_of_birth: '04/05/1985',
      set_legal_address: address,
    });
    const [unresolved] = moved.unresolvedErrors;
    expect(unresolved).toMatchObject({ action: 'set_legal_address' });
    for (const value of [5, [1], { ...address, street: { toString: 1 } }]) {
      const response = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers: { set_legal_address: value }, resolves_error_id: unresolved.id },
        { authorization: `Bearer ${parent.token()}` },
      );
      const field = expect.stringMatching(/^answers\.set_legal_address\b/);
      expectRefused(response, { ...INVALID, fields: [{ field }] }, JSON.stringify(value));
    }
    const still = await server.request('GET', '/api/v1/registration/answers', undefined, {
      authorization: `Bearer ${parent.token()}`,
    });
    expect(still.body.unresolvedErrors).toEqual([unresolved]);
    expect(errorLines()).toEqual([]);
  });

  it('checks every answer against its question kind before a handler converts it', async () => {
    const trap = { toString: 1, valueOf: 1 };
    const refusedAnswer = async (token: string, answers: Record<string, unknown>) => {
      const before = await server.request('GET', '/api/v1/registration/answers', undefined, {
        authorization: `Bearer ${token}`,
      });
      const response = await server.request(
        'POST',
        '/api/v1/registration/answer',
        { answers },
        { authorization: `Bearer ${token}` },
      );
      const [name] = Object.keys(answers);
      const field = expect.stringMatching(new RegExp(`^answers\\.${name}\\b`));
      expectRefused(response, { ...INVALID, fields: [{ field }] }, name!);
      const after = await server.request('GET', '/api/v1/registration/answers', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(after.body.groupName).toBe(before.body.groupName);
    };

    const naming = await startParentRegistration(server);
    await naming.answer({ set_user_email: `${naming.phoneNumber.slice(1)}@example.com` });
    await naming.answer({ set_user_password_and_confirm: TEST_PASSWORD });
    const names = { set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' };
    await refusedAnswer(naming.token(), { set_partner_source: trap, ...names });
    await refusedAnswer(naming.token(), { set_referral_code: ['SANDBOX-EARNED'], ...names });
    await refusedAnswer(naming.token(), { set_referral_code: 'X'.repeat(101), ...names });
    await refusedAnswer(naming.token(), { set_legal_first_name: trap, set_legal_last_name: 'Lee' });

    const family = await parentAt(server, 'identity');
    const parent = await parentUpTo(server, 'add_child_info');
    await refusedAnswer(parent.token(), {
      add_child_info: [{ firstName: 'Kit', phoneNumber: trap }],
    });
    // An object answer keeps its declared fields only: the trap never reaches String().
    const stripped = await family.answer({ verify_identity: trap });
    expect(stripped.errors[0]).toMatchObject({ code: 'ERR_INVALID_SSN' });
    await refusedAnswer(family.token(), { verify_identity: { ssn: trap } });

    const funding = await parentAt(server, 'funding');
    await refusedAnswer(funding.token(), {
      set_funding_account: { type: 'debit', paymentMethodNonce: trap },
    });
    await funding.answer({
      set_funding_account: { type: 'debit', paymentMethodNonce: 'sandbox-debit-approve-nonce' },
    });
    await refusedAnswer(funding.token(), { set_initial_funding_amount: trap });

    const teen = await teenAtInviteParent(server);
    await refusedAnswer(teen, { invite_parent: { firstName: 'Jo', phoneNumber: trap } });

    // Right shapes still reach the handlers, which answer in the catalogue's words.
    const wrongSsn = await family.answer({ verify_identity: { ssn: '12' } });
    expect(wrongSsn.errors[0]).toMatchObject({ code: 'ERR_INVALID_SSN' });
    const kept = await naming.answer({ ...names, set_partner_source: 'a friend' });
    expect(kept.prefilled).toMatchObject({ set_partner_source: 'a friend' });
    expect(errorLines()).toEqual([]);
  });

  // Values a person can type that the sandbox once took as they came.
  it('refuses an implausible birth year, a state off the list, an amount in another notation and a name the page refuses', async () => {
    const address = { street: '1 Harbor Lane', city: 'Springfield', state: 'IL', zip: '62701' };
    const aboutYou = await parentUpTo(server, 'set_date_of_birth');
    const old = await aboutYou.answer({
      set_date_of_birth: '01/01/1890',
      set_legal_address: address,
    });
    expect(old.errors[0]).toMatchObject({ code: 'ERR_INVALID_DOB' });
    const nowhere = await aboutYou.answer({
      set_date_of_birth: '04/05/1985',
      set_legal_address: { ...address, state: 'ZZ' },
    });
    expect(nowhere.errors[0]).toMatchObject({ code: 'ERR_INVALID_ADDRESS' });
    const lowercase = await aboutYou.answer({
      set_date_of_birth: '04/05/1985',
      set_legal_address: { ...address, state: 'il' },
    });
    expect(lowercase.errors[0]).toMatchObject({ code: 'ERR_INVALID_ADDRESS' });

    const naming = await parentUpTo(server, 'set_legal_first_name');
    for (const name of ['A'.repeat(64), 'Sam😀', '李']) {
      const refused = await naming.answer({
        set_legal_first_name: name,
        set_legal_last_name: 'Lee',
      });
      expect(refused.errors[0], name).toMatchObject({ code: 'ERR_INVALID_NAME' });
    }

    const loading = await parentUpTo(server, 'set_initial_funding_amount');
    for (const amount of ['1e3', '-5', '25.5.5', 12.345, '1,000', 10_000.01]) {
      const refused = await loading.answer({ set_initial_funding_amount: amount });
      expect(refused.errors?.[0], String(amount)).toMatchObject({ code: 'ERR_INVALID_AMOUNT' });
    }
    expect(errorLines()).toEqual([]);
  });
});
