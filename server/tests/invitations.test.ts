import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../../vocabulary/magic-values';
import { parentUpTo } from './support/test-flows';
import { startTestServer, type TestServer } from './support/test-server';

const password = 'Maple-Harbor-Lantern';

async function accessToken(server: TestServer, phoneNumber: string, authToken?: string) {
  const phone = { phoneNumber: phoneNumber, deviceUuid: 'device-inv' };
  await server.request('POST', '/api/v1/phone-verification/verify', { ...phone, authToken });
  const [sms] = await server.outbox(phoneNumber);
  const confirmed = await server.request('PUT', '/api/v1/phone-verification/confirm', {
    ...phone,
    confirmCode: sms!.data.code,
  });
  return confirmed.body;
}

function registration(server: TestServer, token: string) {
  let current = token;
  return async (answers: Record<string, unknown>) => {
    const response = await server.request(
      'POST',
      '/api/v1/registration/answer',
      { answers },
      { authorization: `Bearer ${current}` },
    );
    current = response.body.registrationToken;
    return response.body;
  };
}

describe('invitations and invited people', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TOGGLES: '{"requireTokenForApprovers":true}' } });
  });
  afterAll(() => server.close());

  it('an invited child finishes the short child flow and ends complete_child', async () => {
    const confirmed = await accessToken(server, SEEDED.invitedChild.phoneNumber);
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
      role: 'child',
    });
    expect(init.body).toMatchObject({ flowId: 'child_flow_1', groupName: 'account_password' });
    const answer = registration(server, init.body.registrationToken);
    await answer({ set_user_password_and_confirm: { password, confirm_password: password } });
    const last = await answer({ set_legal_first_name: 'Kit', set_legal_last_name: 'Complete' });
    expect(last.groupName).toBe('complete');
    const done = await server.request('POST', '/api/v1/registration/complete', undefined, {
      authorization: `Bearer ${last.registrationToken}`,
    });
    expect(done.body).toMatchObject({
      nextRegisterStep: 'complete_child',
      user: { role: 'child' },
    });

    // Kit done, the complete parent still has Sam registering: their login stays at complete
    // rather than handing off to the next-gen onboarding, whichever journey ran first.
    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber: SEEDED.completeParent.phoneNumber,
      password: SEEDED.completeParent.password,
    });
    const children = login.body.user.children as {
      firstName?: string;
      nextRegisterStep?: string;
    }[];
    expect(children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ firstName: 'Kit', nextRegisterStep: 'complete' }),
        expect.objectContaining({
          firstName: SEEDED.waitingChild.firstName,
          nextRegisterStep: 'register',
        }),
      ]),
    );
  });

  it('a teen signs up child-first and invites a parent by SMS', async () => {
    const phoneNumber = '+15555557001';
    const confirmed = await accessToken(server, phoneNumber);
    // The date of birth comes with initialise (server/tests/coppa.test.ts proves the under-13 stop).
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
      role: 'child',
      dob: '01/01/2010',
    });
    expect(init.body.flowId).toBe('child_first_flow_1');
    const answer = registration(server, init.body.registrationToken);
    await answer({ set_user_email: 'teen@example.com' });
    await answer({ set_user_password_and_confirm: { password, confirm_password: password } });
    await answer({ set_legal_first_name: 'Robin', set_legal_last_name: 'Teen' });
    const noName = await answer({ invite_parent: { firstName: '', phoneNumber: '5555557002' } });
    expect(noName.errors[0]).toMatchObject({ code: 'ERR_INVALID_NAME' });
    const invited = await answer({
      invite_parent: { firstName: 'Jordan', phoneNumber: '(555) 555-7002' },
    });
    expect(invited.groupName).toBe('complete');
    const [sms] = await server.outbox('+15555557002');
    expect(sms!.body).toContain('Robin invited you');
    const { userId, token } = sms!.data;
    const check = await server.request(
      'GET',
      `/api/v1/user/${userId}/pre-registered?token=${token}`,
    );
    expect(check.body).toMatchObject({ role: 'parent', nextRegisterStep: 'register' });
    expect(check.body.user).toEqual({
      id: userId,
      role: 'parent',
      nextRegisterStep: 'register',
      phoneNumber: '+15555557002',
    });
    const bounced = await server.request(
      'GET',
      `/api/v1/user/someone-else/pre-registered?token=${token}`,
    );
    expect(bounced.status).toBe(404);
    const parentCheck = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: '+15555557002',
    });
    expect(parentCheck.body).toMatchObject({ action: 'validate', role: 'parent' });
  });

  it("an approver's code is texted, and the registration started, only with the invitation's token when the toggle is on", async () => {
    const { phoneNumber, invitationToken } = SEEDED.approverInvite;
    const phone = { phoneNumber, deviceUuid: 'device-inv' };
    // A caller that skips the page: every way to send a code, refused before anything is sent.
    for (const path of ['verify', 'access-request', 'voice-pin']) {
      const without = await server.request('POST', `/api/v1/phone-verification/${path}`, phone);
      expect(without.status).toBe(403);
      expect(without.body).toMatchObject({
        code: 'ERR_INVALID_INVITATION',
        message:
          'To sign up as an approver, open the link in the text message that invited you. If it has expired, ask the person who invited you for a new one.',
      });
      const wrong = await server.request('POST', `/api/v1/phone-verification/${path}`, {
        ...phone,
        authToken: 'sandbox-approver-invite-forged',
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({
        code: 'ERR_INVALID_INVITATION',
        message: 'This invitation is not valid. Please ask for a new one.',
      });
    }
    // The newer path variant (access management) is the same handler.
    const newer = await server.request('POST', '/growth/api/v2/registration/access-request', phone);
    expect(newer.status).toBe(403);
    expect(await server.outbox(phoneNumber)).toEqual([]);

    // With the invitation's token the code goes out, and the registration starts only with it.
    const confirmed = await accessToken(server, phoneNumber, invitationToken);
    expect(await server.outbox(phoneNumber)).toHaveLength(1);
    const noToken = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
    });
    expect(noToken.status).toBe(403);
    expect(noToken.body.code).toBe('ERR_INVALID_INVITATION');
    const forged = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
      auth_token: 'nope',
    });
    expect(forged.status).toBe(403);
    const right = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
      auth_token: invitationToken,
    });
    expect(right.body).toMatchObject({ flowId: 'approver_flow_1' });
  });

  it('a parent who logs in mid-registration resumes it with the session token', async () => {
    const phoneNumber = '+15555557003';
    const confirmed = await accessToken(server, phoneNumber);
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
    });
    const answer = registration(server, init.body.registrationToken);
    await answer({ set_user_email: 'resume@example.com' });
    await answer({ set_user_password_and_confirm: { password, confirm_password: password } });
    const login = await server.request('POST', '/api/v1/auth', {
      phoneNumber: phoneNumber,
      password,
    });
    expect(login.body).toMatchObject({ action: 'register' });
    const resumed = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: login.body.token,
    });
    expect(resumed.body.groupName).toBe('legal_name');
  });

  it('a parent adding a child with a phone number invites the child by SMS', async () => {
    const phoneNumber = '+15555557004';
    const confirmed = await accessToken(server, phoneNumber);
    const init = await server.request('POST', '/api/v1/registration/initialize', {
      access_token: confirmed.accessToken,
    });
    const answer = registration(server, init.body.registrationToken);
    await answer({ set_user_email: 'inviter@example.com' });
    await answer({ set_user_password_and_confirm: { password, confirm_password: password } });
    await answer({ set_legal_first_name: 'Sam', set_legal_last_name: 'Parent' });
    await answer({
      set_date_of_birth: '02/03/1980',
      set_legal_address: { street: '9 Quay Road', city: 'Portland', state: 'ME', zip: '04101' },
    });
    await answer({ set_plan: 'standard' });
    const added = await answer({
      add_child_info: [{ first_name: 'Ari', phoneNumber: '555-555-7005' }],
    });
    expect(added.extras[0]).toMatchObject({
      action: 'add_child',
      children: [{ firstName: 'Ari' }],
    });
    const [sms] = await server.outbox('+15555557005');
    expect(sms!.body).toContain('Sam invited you');
    const childCheck = await server.request('POST', '/api/v1/phone-check', {
      phoneNumber: '+15555557005',
    });
    expect(childCheck.body).toMatchObject({ action: 'validate', role: 'child' });
  });

  it('refuses an answer of 313 children at the field, texting no one', async () => {
    const parent = await parentUpTo(server, 'add_child_info');
    const phones = Array.from({ length: 313 }, (_, i) => `+1555556${String(7000 + i)}`);
    const refused = await parent.answer({
      add_child_info: phones.map((phoneNumber) => ({
        first_name: 'Kit',
        phone_number: phoneNumber,
      })),
    });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        action: 'add_child_info',
        code: 'ERR_TOO_MANY_CHILDREN',
        message: 'Please add at most 10 children at a time.',
      }),
    ]);
    expect(refused.groupName).toBe('children');
    for (const phoneNumber of [phones[0]!, phones[312]!]) {
      expect(await server.outbox(phoneNumber)).toEqual([]);
    }
    const added = await parent.answer({
      add_child_info: [{ first_name: 'Kit', phone_number: phones[0] }],
    });
    expect(added.errors).toEqual([]);
    expect(await server.outbox(phones[0]!)).toHaveLength(1);
  });

  it('texts US and US-territory numbers only: Jamaica, the Dominican Republic, Canada, 900, 800 and 500 get nothing', async () => {
    const refused = {
      jamaica: '+18765550123',
      dominican: '+18095550123',
      canada: '+14165550123',
      premium: '+19005550123',
      tollFree: '+18005550123',
      personal: '+15005550123',
    };
    const parent = await parentUpTo(server, 'add_child_info');
    for (const phoneNumber of Object.values(refused)) {
      const device = { phoneNumber, deviceUuid: 'device-us-only' };
      for (const path of ['access-request', 'voice-pin']) {
        const sent = await server.request('POST', `/api/v1/phone-verification/${path}`, device);
        expect(sent.status).toBe(400);
        expect(sent.body.code).toBe('ERR_INVALID_REQUEST');
      }
      expect((await server.request('POST', '/api/v1/phone-check', device)).status).toBe(400);
      const invited = await parent.answer({
        add_child_info: [{ first_name: 'Kit', phone_number: phoneNumber }],
      });
      expect(invited.errors).toEqual([
        expect.objectContaining({
          code: 'ERR_INVALID_PHONE',
          message: 'Please enter a valid US mobile number.',
        }),
      ]);
      expect(await server.outbox(phoneNumber)).toEqual([]);
    }
    for (const phoneNumber of ['+12125550123', '+17875550123', '+16715550123']) {
      const sent = await server.request('POST', '/api/v1/phone-verification/access-request', {
        phoneNumber,
        deviceUuid: 'device-us-only',
      });
      expect(sent.status).toBe(200);
      expect(await server.outbox(phoneNumber)).toHaveLength(1);
    }
  });
});
