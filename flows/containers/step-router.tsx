import * as React from 'react';
import { useSnapshot } from 'valtio';
import { formState } from '../model/form-state';
import { userState } from '../model/user-state';
import { EMAIL_VERIFICATION_FORM } from '../rules/email-link';
import type { NextStep } from '../rules/next-steps';
import { fundingSet, linkSet, registrationSet, sessionSet } from './actions-instance';
import { FocusStepHeading } from './focus-step-heading';
import { type LazyView, lazyView, preloadWhenIdle, useShownValue, whenEngaged } from './lazy-view';
import { PhoneStep } from './phone-step';

/**
 * Every step but the first is its own chunk, loaded when the flow may reach it. Steps are added
 * here as their containers land; a step without one shows StepUnavailable.
 */
const Completion = lazyView(() => import('./completion-step'));
const AccountStatus = lazyView(() => import('./session/account-status-step'));
// Server-driven steps: the register step resumes the question flow at the server's group.
const Register = lazyView(() => import('./register/register-step'));
// validate: the code, or under proveMobileAuth the carrier's confirmation first.
const Code = lazyView(() => import('./validate-step'));
const Role = lazyView(() => import('./role-step'));
const Login = lazyView(() => import('./session/login-step'));
const NextGenOnboarding = lazyView(() => import('./session/next-gen-onboarding-step'));

const EmailVerification = lazyView(() => import('./email-verification-step'));

// Rare (a next step with no page here): kept out of the first screen's budget.
const StepUnavailable = lazyView<{ step?: string }>(() =>
  import('./step-unavailable').then((module) => ({ default: module.StepUnavailable })),
);

const LAZY_STEPS: Partial<Record<NextStep, LazyView<object>>> = {
  'confirm-role': Role,
  date_of_birth: lazyView(() => import('./date-of-birth-step')),
  validate: Code,
  // "confirm code" is the same code entry, reached from the server's action.
  confirm_code: Code,
  register: Register,
  login: Login,
  complete: Completion,
  complete_child: Completion,
  // A teen waiting for a parent: nothing is complete, so not the completion page.
  complete_placeholder: lazyView(() => import('./teen-placeholder-step')),
  cancel_age: lazyView(() => import('./cancel-age-step')),
  // A teen signing up first names a parent before the code; the registration sends the text.
  parent_invite: lazyView(() => import('./parent-invite-step')),
  invalidated: AccountStatus,
  deactivated: AccountStatus,
  next_gen_onboarding: NextGenOnboarding,
  promo_code: lazyView(() => import('./promo-code-step')),
  widget_page: lazyView(() => import('./widget-page-step')),
  set_plan: Register,
  set_funding_account: Register,
  verify_funding: lazyView(() => import('./verify-funding-step')),
  verify_identity: Register,
  forgot_password: lazyView(() => import('./session/forgot-password-step')),
  reset_password: lazyView(() => import('./session/reset-password-step')),
  // "webreg" names this web registration itself: the server's question flow resumes.
  webreg: Register,
  parent_set_initial_funding: Register,
  parent_set_bank_account: Register,
  parent_confirm_order: Register,
};

/**
 * What the phone check can answer (spec section 4): fetched while the person types the number
 * (from their first key or tap). Past the first screen every step's chunk is fetched when the
 * browser is idle.
 */
const AFTER_PHONE = [Role, Code, Login, AccountStatus, NextGenOnboarding, Register];
const ALL_STEPS = [
  ...Object.values(LAZY_STEPS),
  // Past the phone step, the actions of the steps to come too: a Continue that waits for its
  // actions' code before its call is two round trips instead of one.
  ...[registrationSet, sessionSet, fundingSet, linkSet],
];

/**
 * Renders the container of the current next-step value (spec section 2). The step shown is a
 * deferred value: if a step's chunk has not arrived when the state moves on, React keeps the
 * current step on screen instead of a "Loading…" fallback, and shows
 * the next one as soon as its code is there. Only a page opened at a later step waits for it.
 */
export function StepRouter() {
  const { nextRegStep } = useSnapshot(userState);
  // The emailed verification link's page shows over the step until its Continue.
  const emailLink = Boolean(useSnapshot(formState).drafts[EMAIL_VERIFICATION_FORM]?.opened);
  const step: NextStep = useShownValue(
    nextRegStep ?? 'phone',
    (next) => next === 'phone' || (LAZY_STEPS[next] ?? StepUnavailable).loaded(),
  );
  React.useEffect(() => {
    if (step !== 'phone') return preloadWhenIdle(ALL_STEPS);
    let cancel = () => {};
    const stop = whenEngaged(() => {
      cancel = preloadWhenIdle(AFTER_PHONE);
    });
    return () => {
      stop();
      cancel();
    };
  }, [step]);
  // The same element while the step is the same: useShownValue's deferred value catches up in a
  // second render after every step change, which would otherwise render the whole step again.
  return React.useMemo(() => {
    const Lazy = step === 'phone' ? undefined : LAZY_STEPS[step];
    return (
      <React.Suspense fallback={<p className="text-base text-ink-700">Loading…</p>}>
        <FocusStepHeading key={emailLink ? EMAIL_VERIFICATION_FORM : step}>
          {emailLink ? (
            <EmailVerification />
          ) : step === 'phone' ? (
            <PhoneStep />
          ) : Lazy ? (
            <Lazy />
          ) : (
            <StepUnavailable step={step} />
          )}
        </FocusStepHeading>
      </React.Suspense>
    );
  }, [step, emailLink]);
}
