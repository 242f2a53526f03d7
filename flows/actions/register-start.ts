import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import type { InitializeRequest } from '../services/contract/registration';
import { initializeBody } from '../steps/register/question-flow';
import { completesNow } from '../steps/register/rule';
import { phoneUnproved, registerSettled, registerWaiting } from '../steps/register/start';
import { applyChanges } from './apply-changes';
import { follow } from './follow';
import { invitationChecked } from './link-entry';

/**
 * The register step left the screen: when it opens again it waits for its start once more
 * instead of showing the questions it held before.
 */
function closeRegisterStep(): void {
  void applyChanges(registerWaiting());
}

type FlowCalls = {
  resume: () => Promise<unknown>;
  initialize: (body: InitializeRequest) => Promise<unknown>;
  complete: () => Promise<unknown>;
};

/**
 * The register step's own life (spec sections 4 and 7): a held registrationToken resumes where
 * it stands (GET /answers), anything else initialises it; the step completes once the server's
 * questions end in 'complete'. registerStarted tells the step's page when the start settled.
 */
export function createRegisterStart(calls: FlowCalls) {
  // Once per page load for each access token: a remount joins the call under way instead of
  // starting a second registration; a failed one may be tried again.
  const initializing = new Map<string, Promise<void>>();
  // The registrations completed from this page (complete() once per registration).
  const completing = new Set<string>();

  const begin = async (): Promise<void> => {
    if (registrationState.registrationToken) {
      await calls.resume();
      return;
    }
    // The invitation's token goes in the body: wait until the link has been checked.
    await invitationChecked();
    const body = initializeBody({ registration: registrationState, user: userState });
    if (!body) {
      void applyChanges(phoneUnproved());
      return;
    }
    const { accessToken } = body;
    let call = initializing.get(accessToken);
    if (!call) {
      call = calls.initialize(body).then(() => {
        if (!registrationState.registrationToken) initializing.delete(accessToken);
      });
      initializing.set(accessToken, call);
    }
    await call;
  };

  const startRegister = async (): Promise<void> => {
    void applyChanges(registerWaiting());
    try {
      await begin();
    } finally {
      void applyChanges(registerSettled());
    }
  };

  /** The page reached 'complete' with nothing waiting: complete, once per registration. */
  const completeRegister = async (): Promise<void> => {
    const token = registrationState.registrationToken;
    if (!token || completing.has(token)) return;
    completing.add(token);
    await calls.complete();
  };

  return {
    startRegister,
    completeRegister,

    /**
     * Entering the register step: its start, then its completion each time the server's
     * questions come to end in 'complete' with nothing waiting (completesNow). Returns its
     * leaving, after which it waits for its start again.
     */
    openRegisterStep: () => {
      void startRegister();
      const stop = follow(
        () => completesNow(registrationState),
        (now) => {
          if (now) void completeRegister();
        },
      );
      return () => {
        stop();
        closeRegisterStep();
      };
    },

    /** "Try again" after completing or loading failed: start afresh, completing included. */
    retryRegister: (): Promise<void> => {
      const token = registrationState.registrationToken;
      if (token) completing.delete(token);
      return startRegister();
    },
  };
}
