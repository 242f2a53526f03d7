import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { formState, initialFormState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { EMAIL_FORM } from '../steps/set_user_email/rule';
import { EMAIL_CHECK_DELAY_MS } from './account-actions';
import { editDraft } from './form-actions';
import { createRegistrationActions } from './registration-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();
const paths = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);
const typed = (draft: Record<string, unknown>) => {
  Object.assign(formState, initialFormState());
  formState.drafts.set_user_email = draft;
};
const answered = () => ctx.server.requests.find((r) => r.path === '/api/v1/registration/answer');

describe('the email page', () => {
  it('a bad address is said at its field and nothing is sent', async () => {
    typed({ email: 'sam@' });
    await createRegistrationActions(testDeps(ctx.server)).sendEmail();
    expect(formState.errors.set_user_email).toEqual({
      email: 'Enter an email address like sam@example.com',
    });
    expect(paths()).toEqual([]);
  });

  it('a likely typo is offered first; kept, the address is sent as typed', async () => {
    replyByPath(ctx.server, {
      'GET /api/v1/valid-email': { body: { valid: true, emailCorrection: 'sam@gmail.com' } },
    });
    const actions = createRegistrationActions(testDeps(ctx.server));
    typed({ email: 'sam@gmial.com' });
    await actions.sendEmail();
    expect(formState.drafts.set_user_email?.suggestion).toBe('sam@gmail.com');
    expect(answered()).toBeUndefined();

    formState.drafts.set_user_email = { email: 'sam@gmial.com', keptEmail: 'sam@gmial.com' };
    await actions.sendEmail();
    expect(answered()?.body).toEqual({
      questions: [],
      answers: { set_user_email: 'sam@gmial.com' },
    });
    // The same address was checked once, for both presses.
    expect(paths().filter((path) => path === 'GET /api/v1/valid-email')).toHaveLength(1);
    expect(formState.drafts.set_user_email).toBeUndefined();
  });

  it('checks the address while the person pauses, only the last one typed, none once emptied', async () => {
    // Only the debounce's clock: Node 24's fetch waits on setImmediate, which a fake left
    // behind would stall once the real timers are back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = createRegistrationActions(testDeps(ctx.server)).checkEmailAsTyped();
    try {
      for (const email of ['sam@gm', 'sam@gmail.com', 'not an address', 'sam@gmail.co']) {
        editDraft(EMAIL_FORM, { email });
        await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS / 2);
      }
      await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS);
      editDraft(EMAIL_FORM, { email: 'kit@example.com' });
      await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS / 2);
      editDraft(EMAIL_FORM, { email: '' });
      await vi.advanceTimersByTimeAsync(EMAIL_CHECK_DELAY_MS);
    } finally {
      stop();
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(ctx.server.requests).toHaveLength(1));
    expect(ctx.server.requests[0]?.query).toEqual({ email: 'sam@gmail.co' });
  });

  it('the duplicate email offers the log-in step, which clears it', async () => {
    replyByPath(ctx.server, {
      'POST /api/v1/registration/answer': {
        body: {
          next_questions: [{ name: 'set_user_email' }],
          errors: [{ code: 'ERR_EMAIL_TAKEN', message: ERROR_MESSAGES.duplicateEmail }],
        },
      },
    });
    const actions = createRegistrationActions(testDeps(ctx.server));
    typed({ email: 'sam@gmail.com' });
    await actions.sendEmail();
    expect(registrationState.registeredEmailError).toBe(true);
    expect(formState.drafts.set_user_email?.email).toBe('sam@gmail.com');
    actions.logInInstead();
    expect(registrationState.registeredEmailError).toBe(false);
    expect(registrationState.error).toBeNull();
    expect(userState.nextRegStep).toBe('login');
  });
});

describe('the password page', () => {
  const passwords = (password: string, confirmPassword: string) => {
    Object.assign(formState, initialFormState());
    formState.drafts.set_user_password = { password, confirmPassword };
  };

  it("the page's checks stop a short or differing password", async () => {
    registrationState.questions = [{ name: 'set_user_password_and_confirm' }];
    passwords('short', 'shrot');
    await createRegistrationActions(testDeps(ctx.server)).sendPassword();
    expect(formState.errors.set_user_password).toEqual({
      password: 'Use at least 8 characters',
      confirmPassword: "The passwords don't match",
    });
    expect(paths()).toEqual([]);
  });

  it('sends both, or the password alone for set_user_password; the native apps get the keychain entry', async () => {
    registrationState.questions = [{ name: 'set_user_password_and_confirm' }];
    registrationState.prefilledAnswers = { setUserEmail: 'sam@gmail.com' };
    registrationState.embeddedWebreg = true;
    registrationState.jwt = 'user-jwt';
    passwords('correct horse', 'correct horse');
    const deps = testDeps(ctx.server);
    await createRegistrationActions(deps).sendPassword();
    expect(answered()?.body).toMatchObject({
      answers: {
        set_user_password_and_confirm: {
          password: 'correct horse',
          confirm_password: 'correct horse',
        },
      },
    });
    expect(deps.native).toHaveBeenCalledWith('setUserInfo', {
      email: 'sam@gmail.com',
      password: 'correct horse',
      jwt: 'user-jwt',
    });

    ctx.server.requests.length = 0;
    registrationState.questions = [{ name: 'set_user_password' }];
    registrationState.embeddedWebreg = false;
    passwords('correct horse', '');
    const plain = testDeps(ctx.server);
    await createRegistrationActions(plain).sendPassword();
    expect(answered()?.body).toMatchObject({ answers: { set_user_password: 'correct horse' } });
    expect(plain.native).not.toHaveBeenCalled();
  });
});
