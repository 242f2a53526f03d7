import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentenceText } from '../../design-system/lib/format';
import { CODE_EN } from '../../vocabulary/messages/code.en';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import type { Sentence } from '../../vocabulary/messages/sentence';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { togglesState } from '../platform/toggles-state';
import { FORMS, PAGE_CHECK_MESSAGES } from '../rules/page-checks';
import { clearForm, editDraft } from './form-actions';
import { createPhoneActions } from './phone-actions';
import { typePhoneNumber } from './phone-entry-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

/** A sentence of the code step as an English page shows it. */
const inEnglish = (sentence: Sentence | null) =>
  sentence === null ? null : sentenceText(sentence, {}, 'en', [CODE_EN]);

const ctx = actionTestServer();
const togglesLoaded = togglesState.loaded;
afterEach(() => {
  togglesState.loaded = togglesLoaded;
});
beforeEach(() => {
  togglesState.loaded = false;
  for (const form of Object.values(FORMS)) clearForm(form);
  registrationState.deviceUuid = 'device-1';
});
const paths = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);

describe('phone step actions', () => {
  it('typing keeps the number in tempPhoneNumber and clears the page check', () => {
    formState.errors[FORMS.phone] = { phoneNumber: PAGE_CHECK_MESSAGES.invalidPhone };
    typePhoneNumber('(555) 123');
    expect(userState.tempPhoneNumber).toBe('(555) 123');
    expect(formState.errors[FORMS.phone]).toBeUndefined();
  });

  it('a number that is not 10 digits shows the field error and sends nothing', async () => {
    userState.tempPhoneNumber = '(555) 123';
    await createPhoneActions(testDeps(ctx.server)).submitPhoneNumber();
    expect(formState.errors[FORMS.phone]).toEqual({
      phoneNumber: PAGE_CHECK_MESSAGES.invalidPhone,
    });
    expect(paths()).toEqual([]);
  });

  it('a 10-digit number is checked as +1..., and the session notice has been read', async () => {
    userState.tempPhoneNumber = '(555) 123-4567';
    registrationState.timeoutError = ERROR_MESSAGES.sessionExpired;
    replyByPath(ctx.server, {
      'POST /api/v1/phone-check': { body: { action: 'confirm-role' } },
    });
    await createPhoneActions(testDeps(ctx.server)).submitPhoneNumber();
    expect(userState.phoneNumber).toBe('+15551234567');
    expect(registrationState.timeoutError).toBeNull();
    expect(userState.nextRegStep).toBe('confirm-role');
  });

  it('the code goes out once per number: not again on a reload', async () => {
    userState.phoneNumber = '+15555550100';
    const actions = createPhoneActions(testDeps(ctx.server));
    await actions.sendPinOnce();
    await actions.sendPinOnce();
    expect(paths()).toEqual(['POST /api/v1/phone-verification/verify']);
  });

  it('the code page texts the code once the toggles say no carrier confirms the number', async () => {
    userState.phoneNumber = '+15555550105';
    registrationState.needsAccessRequest = true;
    const actions = createPhoneActions(testDeps(ctx.server));
    // A reload: the step is shown before the toggles have come.
    const stop = actions.sendPinOnCodePage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths()).toEqual([]);
    togglesState.loaded = true;
    await vi.waitFor(() =>
      expect(paths()).toEqual(['POST /api/v1/phone-verification/access-request']),
    );
    stop();
  });

  it('the carrier page texts nothing, and a left code page nothing more', async () => {
    userState.phoneNumber = '+15555550106';
    registrationState.needsAccessRequest = true;
    togglesState.loaded = true;
    const carrier = createPhoneActions(testDeps(ctx.server, { proveMobileAuth: true }));
    carrier.sendPinOnCodePage()();
    const stop = createPhoneActions(testDeps(ctx.server)).sendPinOnCodePage();
    stop();
    userState.phoneNumber = '+15555550107';
    await vi.waitFor(() => expect(registrationState.pinDelivery?.status).toBe('sent'));
    expect(paths()).toEqual(['POST /api/v1/phone-verification/access-request']);
    expect(ctx.server.requests[0]?.body).toMatchObject({ phoneNumber: '+15555550106' });
  });

  it("an invitation link's token goes with every code (an invited approver's needs it), and none without one", async () => {
    userState.phoneNumber = '+15555550104';
    const actions = createPhoneActions(testDeps(ctx.server));
    await actions.sendPin();
    registrationState.placeholderToken = 'invite-token';
    await actions.sendPin();
    await actions.voicePin();
    expect(ctx.server.requests.map((request) => request.body)).toEqual([
      { phoneNumber: '+15555550104', deviceUuid: 'device-1', pinLength: 6 },
      {
        phoneNumber: '+15555550104',
        deviceUuid: 'device-1',
        authToken: 'invite-token',
        pinLength: 6,
      },
      { phoneNumber: '+15555550104', deviceUuid: 'device-1', authToken: 'invite-token' },
    ]);
  });

  it('a resent code says where it went; a failed one says what failed instead', async () => {
    userState.phoneNumber = '+15555550100';
    const actions = createPhoneActions(testDeps(ctx.server));
    await actions.resendPin();
    expect(inEnglish(registrationState.message)).toBe('We sent a new code to (555) 555-0100.');
    replyByPath(ctx.server, {
      'POST /api/v1/phone-verification/verify': { status: 500, body: {} },
    });
    await actions.resendPin();
    expect(registrationState.error).toBe(ERROR_MESSAGES.default);
    expect(registrationState.message).not.toContain('We sent');
  });

  it('records the delivery: sent with the wait, or failed; a reload cut short sends again', async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'POST /api/v1/phone-verification/verify': { body: { sent: true, resendAfterSeconds: 30 } },
    });
    const deps = testDeps(ctx.server);
    const actions = createPhoneActions(deps);
    await actions.sendPinOnce();
    const now = deps.today().getTime();
    expect(registrationState.pinDelivery).toEqual({
      status: 'sent',
      channel: 'sms',
      resendAvailableAt: now + 30_000,
      waitSeconds: 30,
    });
    // The tab reloaded while the send was on its way: it may never have left.
    registrationState.pinDelivery = { ...registrationState.pinDelivery!, status: 'sending' };
    replyByPath(ctx.server, {
      'POST /api/v1/phone-verification/verify': { status: 500, body: {} },
    });
    await actions.sendPinOnce();
    expect(paths()).toHaveLength(2);
    expect(registrationState.pinDelivery?.status).toBe('failed');
    expect(registrationState.error).toBe(ERROR_MESSAGES.default);
  });

  it('an early request says how long to wait, and the code already sent still counts', async () => {
    userState.phoneNumber = '+15555550100';
    registrationState.pinDelivery = {
      status: 'sent',
      channel: 'sms',
      resendAvailableAt: null,
      waitSeconds: null,
    };
    replyByPath(ctx.server, {
      'POST /api/v1/phone-verification/voice-pin': {
        status: 429,
        body: { code: 'ERR_PIN_RESEND_COOLDOWN', message: 'Please wait.', resendAfterSeconds: 21 },
      },
    });
    await createPhoneActions(testDeps(ctx.server)).voicePin();
    expect(inEnglish(registrationState.error)).toBe(
      'Please wait 21 seconds before asking for another code.',
    );
    expect(registrationState.pinDelivery).toMatchObject({
      status: 'sent',
      channel: 'sms',
      waitSeconds: 21,
    });
  });

  it('a wrong code says how many tries are left', async () => {
    userState.phoneNumber = '+15555550100';
    replyByPath(ctx.server, {
      'PUT /api/v1/phone-verification/confirm': {
        status: 400,
        body: { code: 'ERR_PIN_INVALID', message: 'That code is not right.', attemptsRemaining: 2 },
      },
    });
    editDraft(FORMS.code, { confirmCode: '123456' });
    await createPhoneActions(testDeps(ctx.server)).confirmCode();
    // The page words the refusal by its code, in the catalogue's words.
    expect(inEnglish(registrationState.error)).toBe(
      'That code is not right. Please check it and try again. You have 2 tries left.',
    );
    expect(registrationState.errorCode).toBe('ERR_PIN_INVALID');
  });

  it("an empty or short code is the page's own error and sends nothing", async () => {
    userState.phoneNumber = '+15555550100';
    const phone = createPhoneActions(testDeps(ctx.server));
    for (const code of ['', '12345', '12345a']) {
      editDraft(FORMS.code, { confirmCode: code });
      await phone.confirmCode();
      expect(formState.errors[FORMS.code]).toEqual({ code: PAGE_CHECK_MESSAGES.codeLength });
    }
    expect(ctx.server.requests).toEqual([]);
  });

  it('"Change" goes back to the phone step without the last error', async () => {
    userState.nextRegStep = 'validate';
    registrationState.error = 'x';
    await createPhoneActions(testDeps(ctx.server)).changeNumber();
    expect(userState.nextRegStep).toBe('phone');
    expect(registrationState.error).toBeNull();
  });

  it('role: no pick shows the field error; a pick is chosen and stays picked for Back', async () => {
    const actions = createPhoneActions(testDeps(ctx.server));
    await actions.submitRole();
    expect(formState.errors[FORMS.role]).toEqual({ role: PAGE_CHECK_MESSAGES.noRole });
    editDraft(FORMS.role, { role: 'parent' });
    await actions.submitRole();
    expect(userState.role).toBe('parent');
    expect(userState.nextRegStep).toBe('validate');
    expect(formState.drafts[FORMS.role]).toEqual({ role: 'parent' });
  });
});
