import { describe, expect, it, vi } from 'vitest';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { createRegistrationActions } from './registration-actions';
import { actionTestServer, replyByPath, testDeps } from './test-deps';

const ctx = actionTestServer();
const paths = () => ctx.server.requests.map((request) => `${request.method} ${request.path}`);
const firstQuestion = {
  body: { next_questions: [{ name: 'set_plan' }], flow_id: 'parent_flow_1' },
};

describe('the register step starts, completes and tries again', () => {
  it('a held registration resumes where it stands; the page knows when the start settled', async () => {
    registrationState.registrationToken = 'reg';
    replyByPath(ctx.server, { 'GET /api/v1/registration/answers': firstQuestion });
    const actions = createRegistrationActions(testDeps(ctx.server));
    const started = actions.startRegister();
    expect(registrationState.registerStarted).toBe(false);
    await started;
    expect(paths()).toEqual(['GET /api/v1/registration/answers']);
    expect(registrationState.questions.map((question) => question.name)).toEqual(['set_plan']);
    expect(registrationState.registerStarted).toBe(true);
  });

  it('a confirmed phone initialises once, however many times the page starts at once', async () => {
    registrationState.regAccessToken = 'acc';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/initialize': {
        body: { ...firstQuestion.body, registration_token: 'reg-new' },
      },
    });
    const actions = createRegistrationActions(testDeps(ctx.server));
    await Promise.all([actions.startRegister(), actions.startRegister()]);
    expect(paths()).toEqual(['POST /api/v1/registration/initialize']);
    expect(ctx.server.requests[0]?.body).toMatchObject({ access_token: 'acc' });
  });

  it('nothing proving the phone any more goes back to the phone step without a call', async () => {
    userState.nextRegStep = 'register';
    await createRegistrationActions(testDeps(ctx.server)).startRegister();
    expect(paths()).toEqual([]);
    expect(userState.nextRegStep).toBe('phone');
    expect(registrationState.registerStarted).toBe(true);
  });

  it('entering completes when the questions come to end in complete; leaving waits for a start again', async () => {
    registrationState.registrationToken = 'reg';
    replyByPath(ctx.server, {
      'GET /api/v1/registration/answers': {
        body: { next_questions: [{ name: 'complete' }], flow_id: 'parent_flow_1' },
      },
      'POST /api/v1/registration/complete': { body: { next_register_step: 'complete' } },
    });
    const leave = createRegistrationActions(testDeps(ctx.server)).openRegisterStep();
    await vi.waitFor(() =>
      expect(paths().slice(0, 2)).toEqual([
        'GET /api/v1/registration/answers',
        'POST /api/v1/registration/complete',
      ]),
    );
    leave();
    expect(paths().filter((path) => path.endsWith('/complete'))).toHaveLength(1);
    expect(registrationState.registerStarted).toBe(false);
  });

  it('completes once per registration, and again only after Try again', async () => {
    registrationState.registrationToken = 'reg';
    replyByPath(ctx.server, {
      'POST /api/v1/registration/complete': { status: 500, body: { message: 'Busy.' } },
      'GET /api/v1/registration/answers': {
        body: { next_questions: [{ name: 'complete' }], flow_id: 'parent_flow_1' },
      },
    });
    const actions = createRegistrationActions(testDeps(ctx.server));
    await Promise.all([actions.completeRegister(), actions.completeRegister()]);
    expect(registrationState.error).toBe('Busy.');
    await actions.completeRegister();
    expect(paths()).toEqual(['POST /api/v1/registration/complete']);

    await actions.retryRegister();
    await actions.completeRegister();
    expect(paths()).toEqual([
      'POST /api/v1/registration/complete',
      'GET /api/v1/registration/answers',
      'POST /api/v1/registration/complete',
    ]);
  });
});
