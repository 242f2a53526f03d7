import * as React from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../model/user-state';
import type { NextStep } from '../rules/next-steps';
import { FocusStepHeading } from './focus-step-heading';
import { PhoneStep } from './phone-step';
import { StepUnavailable } from './step-unavailable';

type StepComponent = React.ComponentType;

/**
 * Every step but the first is its own lazy chunk, loaded when the flow reaches it. Steps are
 * added here as their containers land; a step without one shows StepUnavailable.
 */
const Completion = React.lazy(() => import('./completion-step'));
const AccountStatus = React.lazy(() => import('./session/account-status-step'));
// Server-driven steps: the register step resumes the question flow at the server's group.
const Register = React.lazy(() => import('./register/register-step'));

const Code = React.lazy(() => import('./code-step'));

const LAZY_STEPS: Partial<Record<NextStep, React.LazyExoticComponent<StepComponent>>> = {
  'confirm-role': React.lazy(() => import('./role-step')),
  validate: Code,
  // "confirm code" is the same code entry, reached from the server's action.
  confirm_code: Code,
  register: Register,
  login: React.lazy(() => import('./session/login-step')),
  complete: Completion,
  complete_child: Completion,
  complete_placeholder: Completion,
  cancel_age: React.lazy(() => import('./cancel-age-step')),
  // A teen signing up first invites a parent inside the registration's own questions.
  parent_invite: Register,
  invalidated: AccountStatus,
  deactivated: AccountStatus,
  next_gen_onboarding: React.lazy(() => import('./session/next-gen-onboarding-step')),
  promo_code: React.lazy(() => import('./promo-code-step')),
  set_plan: Register,
  set_funding_account: Register,
  verify_funding: React.lazy(() => import('./verify-funding-step')),
  verify_identity: Register,
  forgot_password: React.lazy(() => import('./session/forgot-password-step')),
  reset_password: React.lazy(() => import('./session/reset-password-step')),
  // "webreg" names this web registration itself: the server's question flow resumes.
  webreg: Register,
  parent_set_initial_funding: Register,
  parent_set_bank_account: Register,
  parent_confirm_order: Register,
};

/** Renders the container of the current next-step value (spec section 2). */
export function StepRouter() {
  const { nextRegStep } = useSnapshot(userState);
  const step: NextStep = nextRegStep ?? 'phone';
  const Lazy = step === 'phone' ? undefined : LAZY_STEPS[step];
  return (
    <React.Suspense fallback={<p className="text-base text-ink-700">Loading…</p>}>
      <FocusStepHeading key={step}>
        {step === 'phone' ? <PhoneStep /> : Lazy ? <Lazy /> : <StepUnavailable step={step} />}
      </FocusStepHeading>
    </React.Suspense>
  );
}
