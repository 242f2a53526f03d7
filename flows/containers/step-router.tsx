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

const LAZY_STEPS: Partial<Record<NextStep, React.LazyExoticComponent<StepComponent>>> = {
  'confirm-role': React.lazy(() => import('./role-step')),
  validate: React.lazy(() => import('./code-step')),
  complete: Completion,
  complete_child: Completion,
  complete_placeholder: Completion,
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
