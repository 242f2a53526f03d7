import * as React from 'react';
import { useSnapshot } from 'valtio';
import { Button } from '../../../design-system/primitives/button';
import { QuestionPage } from '../../../design-system/screens/shared/question-page';
import type { FlowError, Question } from '../../model/entities';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { atComplete, initializeBody } from '../../steps/register-step';
import { registrationActions } from '../actions-instance';
import { FocusStepHeading } from '../focus-step-heading';
import { preloadWhenIdle } from '../lazy-view';
import { StepUnavailable } from '../step-unavailable';
import { invitationChecked } from './link-entry';
import { groupFor, QUESTION_GROUPS } from './question-groups';
import { UnresolvedAddress } from './unresolved-address';

// Once per page load for each access token: a remount joins the call under way instead of
// starting a second registration; a failed one may be tried again.
const initializing = new Map<string, Promise<void>>();
// The registration completed from this page (complete() is called once per registration).
const completing = new Set<string>();

/**
 * Starts the server-driven question flow: a held registrationToken resumes where it stands
 * (GET /answers), anything else initialises it (spec sections 4 and 7).
 */
async function startRegistration(): Promise<void> {
  const actions = await registrationActions();
  if (registrationState.registrationToken) {
    await actions.resume();
    return;
  }
  // The invitation's token goes in the body: wait until the link has been checked.
  await invitationChecked();
  const body = initializeBody({ registration: registrationState, user: userState });
  if (!body) {
    // Nothing proves the phone any more: back to the start, as a 401 would.
    userState.nextRegStep = 'phone';
    return;
  }
  const { accessToken } = body;
  let call = initializing.get(accessToken);
  if (!call) {
    call = actions.initialize(body).then(() => {
      if (!registrationState.registrationToken) initializing.delete(accessToken);
    });
    initializing.set(accessToken, call);
  }
  await call;
}

/** register: shows the server's current question group, one container per group. */
export default function RegisterStep() {
  const registration = useSnapshot(registrationState);
  // The group on screen follows the server's answer as a deferred value: a group whose chunk
  // has not arrived leaves the current one up (no fallback flash), and the rest are fetched
  // while the person reads this one.
  const shown = React.useDeferredValue(registration);
  React.useEffect(() => preloadWhenIdle(Object.values(QUESTION_GROUPS)), []);
  const [starting, setStarting] = React.useState(true);
  const [attempt, setAttempt] = React.useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs it on Try again.
  React.useEffect(() => {
    let current = true;
    setStarting(true);
    void startRegistration().finally(() => {
      if (current) setStarting(false);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const questions = registration.questions;
  const token = registration.registrationToken;
  const unresolvedAddress = registration.unresolvedErrors.find(
    (error): error is typeof error & { id: string } =>
      error.action === 'set_legal_address' && Boolean(error.id),
  );
  // Section 4: nothing completes on its own while an error waits; the address is settled first.
  const completeNow = !starting && atComplete(questions) && !unresolvedAddress;
  React.useEffect(() => {
    if (!completeNow || !token || completing.has(token)) return;
    completing.add(token);
    void registrationActions().then((actions) => actions.complete());
  }, [completeNow, token]);

  if (starting || completeNow) {
    // Completing: a failure is shown with a way to try again.
    if (completeNow && registration.error && !registration.loading) {
      return (
        <QuestionPage
          heading="We couldn't finish your sign-up"
          formError={registration.error}
          continueLabel="Try again"
          onContinue={() => {
            if (token) completing.delete(token);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <QuestionPage heading="Just a moment" lead="Getting your next step ready…" loading />;
  }

  if (unresolvedAddress && atComplete(questions)) {
    return (
      <UnresolvedAddress error={unresolvedAddress as FlowError & { id: string }}>
        <QuestionPage
          heading="One last check"
          lead="Edit your address or tell us it's correct, and we'll finish setting up your account."
        />
      </UnresolvedAddress>
    );
  }
  const first = questions[0]?.name;
  if (!first) {
    return (
      <QuestionPage
        heading="We couldn't load your next step"
        formError={registration.error ?? undefined}
        lead="Your answers so far are saved."
        continueLabel="Try again"
        onContinue={() => setAttempt((n) => n + 1)}
        secondaryActions={
          <Button
            variant="link"
            onClick={() => {
              userState.nextRegStep = 'phone';
            }}
          >
            Start again with your phone number
          </Button>
        }
      />
    );
  }
  const shownQuestions = shown.questions[0] ? shown.questions : questions;
  const Group = groupFor(shownQuestions);
  if (!Group) return <StepUnavailable step={first} />;
  const group = (
    <React.Suspense fallback={<QuestionPage heading="Just a moment" loading />}>
      {/* A new group is a new page for a screen reader: its heading takes focus, once the
          group's chunk has loaded and the heading exists. */}
      <FocusStepHeading key={`${shown.groupId ?? ''}:${shownQuestions[0]?.name}`}>
        <Group questions={shownQuestions as readonly Question[]} />
      </FocusStepHeading>
    </React.Suspense>
  );
  return unresolvedAddress ? (
    <UnresolvedAddress error={unresolvedAddress as FlowError & { id: string }}>
      {group}
    </UnresolvedAddress>
  ) : (
    group
  );
}
