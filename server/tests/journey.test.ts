import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KBA_QUESTIONS, SEEDED } from '../../vocabulary/magic-values';
import { testDatabaseKinds } from '../db/test-database';
import { fillDataDir } from '../db/test-template';
import { TEST_ABOUT_YOU } from './support/test-answers';
import { startTestServer, type TestServer } from './support/test-server';

const device = 'device-journey';
const password = 'Maple-Harbor-Lantern';
let phoneSeq = 0;
const newPhone = () => `+15555552${String(phoneSeq++).padStart(3, '0')}`;

/** Phone check, PIN by SMS read from the outbox, confirm: the access token. */
async function confirmPhone(
  server: TestServer,
  phoneNumber: string,
  variant = '/api/v1/phone-verification',
) {
  const check = await server.request('POST', '/api/v1/phone-check', {
    phoneNumber: phoneNumber,
    deviceUuid: device,
    pinLength: 6,
  });
  expect(check.status).toBe(200);
  const sent = await server.request('POST', `${variant}/access-request`, {
    phoneNumber: phoneNumber,
    deviceUuid: device,
    pinLength: 6,
  });
  expect(sent.status).toBe(200);
  const [sms] = await server.outbox(phoneNumber);
  const confirmed = await server.request('PUT', `${variant}/confirm`, {
    phoneNumber: phoneNumber,
    deviceUuid: device,
    confirmCode: sms?.data.code,
  });
  expect(confirmed.status).toBe(200);
  return { check: check.body, confirmed: confirmed.body };
}

function answerer(server: TestServer, token: { current: string }) {
  return async (answers: Record<string, unknown>) => {
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      { authorization: `Bearer ${token.current}` },
    );
    expect(response.status).toBe(200);
    token.current = response.body.registrationToken;
    return response.body;
  };
}

describe.each(testDatabaseKinds)('a parent registers end to end over HTTP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  it('goes from phone to completion, then logs in and reads the plan', async () => {
    const phoneNumber = newPhone();
    const { check, confirmed } = await confirmPhone(server, phoneNumber);
    expect(check).toEqual({ action: 'confirm-role' });
    expect(confirmed).toMatchObject({ action: 'register' });

    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
      role: 'parent',
    });
    expect(init.status).toBe(200);
    expect(init.body).toMatchObject({
      flowId: 'parent_flow_1',
      groupId: '1',
      groupName: 'account_email',
      totalGroupsInFlow: 10,
      userJWT: null,
    });
    const token = { current: init.body.registrationToken as string };
    const answer = answerer(server, token);

    await answer({ set_user_email: 'journey.parent@example.com' });
    const created = await answer({
      set_user_password_and_confirm: { password, confirm_password: password },
    });
    expect(created.extras[0]).toMatchObject({ action: 'create_user', user: { role: 'parent' } });
    expect(created.userJWT).toEqual(expect.any(String));
    await answer({ setLegalFirstName: 'Pat', setLegalLastName: 'Lee' });
    await answer(TEST_ABOUT_YOU);
    await answer({ set_plan: { pricing_plan_name: 'max' } });
    await answer({ add_child_info: [{ first_name: 'Kit', dob: '01/02/2014' }] });
    const identity = await answer({ verify_identity: { ssn: '123-45-0003' } });
    expect(identity.errors[0].code).toBe('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
    for (const [index, question] of KBA_QUESTIONS.entries())
      await answer({ [`kba_${index + 1}`]: question.answer });
    await answer({
      set_funding_account: { type: 'debit', payment_method_nonce: 'sandbox-debit-approve-nonce' },
    });
    const last = await answer({ set_initial_funding_amount: 25 });
    expect(last.nextQuestions).toEqual([{ name: 'complete', kind: 'complete' }]);

    const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${token.current}`,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ nextRegisterStep: 'complete', completeUser: true });

    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber: phoneNumber,
      password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      action: 'complete',
      user: { firstName: 'Pat', children: [{ firstName: 'Kit' }] },
    });
    const plan = await server.request('GET', '/v2/family/pricing-plan', undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(plan.body).toMatchObject({ current: 'max', pending: null });
  });

  it('refuses answering a later step early and calling complete before the end', async () => {
    const { confirmed } = await confirmPhone(server, newPhone());
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
    });
    const auth = { authorization: `Bearer ${init.body.registrationToken}` };
    const early = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers: { set_plan: 'max' } },
      auth,
    );
    expect(early.body.errors[0]).toMatchObject({ action: 'set_plan', code: 'ERR_INVALID_STATE' });
    const complete = await server.request('POST', '/api/v1/registration/complete', undefined, auth);
    expect(complete.status).toBe(409);
  });

  it('answers 401 in the catalogue words for a missing or forged token', async () => {
    const forged = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: 'nope',
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({
      code: 'ERR_UNAUTHORIZED',
      message: 'Your session has expired. Please log in again.',
    });
    const noToken = await server.request('GET', '/api/v1/registration/answers');
    expect(noToken.status).toBe(401);
  });

  it('confirms the phone on the access-management path variant too', async () => {
    const { confirmed } = await confirmPhone(server, newPhone(), '/growth/api/v2/registration');
    expect(confirmed).toMatchObject({ action: 'register', accessToken: expect.any(String) });
  });

  it('tells an invited child its pre-registered step, and a seeded parent to log in', async () => {
    const invited = await confirmPhone(server, SEEDED.invitedChild.phoneNumber);
    expect(invited.check).toMatchObject({ action: 'validate', role: 'child' });
    expect(invited.confirmed).toMatchObject({
      action: 'register',
      preregisteredUser: { role: 'child', nextRegisterStep: 'register' },
    });
    const parent = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: SEEDED.completeParent.phoneNumber,
    });
    expect(parent.body).toMatchObject({ action: 'login' });
  });
});

describe('a restart in the middle of a registration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'webreg-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses nothing: the same token resumes at the same step', async () => {
    await fillDataDir(dataDir);
    const phoneNumber = newPhone();
    const first = await startTestServer({ dataDir });
    const { confirmed } = await confirmPhone(first, phoneNumber);
    const init = await first.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
    });
    const token = { current: init.body.registrationToken as string };
    await answerer(first, token)({ set_user_email: 'restart@example.com' });
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const resumed = await second.request('GET', '/api/v1/registration/answers', undefined, {
        authorization: `Bearer ${token.current}`,
      });
      expect(resumed.body).toMatchObject({
        groupName: 'account_password',
        prefilled: { set_user_email: 'restart@example.com' },
      });
      const again = await second.request('POST', '/api/v1/registration/initialize', {
        access_token: confirmed.accessToken,
      });
      expect(again.body.groupName).toBe('account_password');
      const next = await answerer(
        second,
        token,
      )({ set_user_password_and_confirm: { password, confirmPassword: password } });
      expect(next.groupName).toBe('legal_name');
    } finally {
      await second.close();
    }
  });
});
