import * as React from 'react';
import { useSnapshot } from 'valtio';
import { goBack, mayGoBack, subscribeHistory } from '../actions/history-actions';
import { fundingSet, linkSet, registrationSet, sessionSet } from '../composition/actions-instance';
import { stepActions } from '../composition/step-actions-instance';
import { formState } from '../model/form-state';
import { userState } from '../model/user-state';
import { EMAIL_VERIFICATION_FORM } from '../rules/email-link';
import type { NextStep } from '../rules/next-steps';
import {
  lazyView,
  lazyViews,
  preloadWhenIdle,
  useShownValue,
  whenEngaged,
} from '../shell/lazy-view';
import { StepBack, StepEntry, StepPage } from '../shell/step-page';
import { PhoneStep } from '../steps/phone/page';
import { isRegisterStep, pageOf, STEPS, stepOf } from '../steps/registry';

/**
 * Every step but the first is its own chunk, loaded when the flow may reach it: its folder's
 * page (flows/steps/<name>/page.tsx), or where it has none the page made of its screens.ts's
 * `page` (made-pages.ts), found by the step registry's names.
 */
const ownPages = lazyViews<object>(
  import.meta.glob<{ default: React.ComponentType }>(['./*/page.tsx', '!./phone/page.tsx'], {
    base: '../steps',
  }),
);
const STEP_NAMES = Object.keys(STEPS) as (keyof typeof STEPS)[];
/** The page a next step shows: its own, another name's, or the register step's. */
const pageName = (step: keyof typeof STEPS) => (isRegisterStep(step) ? 'register' : pageOf(step));
const pages = Object.fromEntries(
  [...new Set(STEP_NAMES.map(pageName))]
    .filter((folder) => folder !== 'phone')
    .map((folder) => [
      folder,
      ownPages[`./${folder}/page.tsx`] ??
        lazyView<object>(() =>
          import('./made-pages').then((module) => module.pageOfFolder(folder)),
        ),
    ]),
);
const pageView = (step: keyof typeof STEPS) => pages[pageName(step)];

const EmailVerification = lazyView(() => import('./email-verification-step'));

// Rare (a next step with no page here): kept out of the first screen's budget.
const StepUnavailable = lazyView<{ step?: string }>(() =>
  import('../shell/step-unavailable').then((module) => ({ default: module.StepUnavailable })),
);

/**
 * What the phone check can answer (spec section 4): fetched while the person types the number
 * (from their first key or tap). Past the first screen every step's chunk is fetched when the
 * browser is idle.
 */
const AFTER_PHONE = STEP_NAMES.filter((name) => 'early' in STEPS[name]).map(pageView);
const ALL_STEPS = [
  ...STEP_NAMES.map(pageView),
  // Past the phone step, the actions of the steps to come too: a Continue that waits for its
  // actions' code before its call is two round trips instead of one.
  ...[registrationSet, sessionSet, fundingSet, linkSet],
];

/**
 * Renders the page of the current next-step value (spec section 2). The step shown is a
 * deferred value: if a step's chunk has not arrived when the state moves on, React keeps the
 * current step on screen instead of a "Loading…" fallback, and shows
 * the next one as soon as its code is there. Only a page opened at a later step waits for it.
 */
export function StepRouter() {
  const { nextRegStep } = useSnapshot(userState);
  // The emailed verification link's page shows over the step until its Continue.
  const emailLink = Boolean(useSnapshot(formState).drafts[EMAIL_VERIFICATION_FORM]?.opened);
  const back = React.useSyncExternalStore(subscribeHistory, mayGoBack, mayGoBack);
  const step: NextStep = useShownValue(
    nextRegStep ?? 'phone',
    (next) => next === 'phone' || (pageView(next) ?? StepUnavailable).loaded(),
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
    const Lazy = step === 'phone' ? undefined : pageView(step);
    return (
      <StepEntry.Provider value={stepActions}>
        <StepBack.Provider value={back ? goBack : undefined}>
          <React.Suspense fallback={<p className="text-base text-ink-700">Loading…</p>}>
            <StepPage
              key={emailLink ? EMAIL_VERIFICATION_FORM : step}
              step={emailLink || !Lazy ? undefined : stepOf(pageName(step))}
            >
              {emailLink ? (
                <EmailVerification />
              ) : step === 'phone' ? (
                <PhoneStep />
              ) : Lazy ? (
                <Lazy />
              ) : (
                <StepUnavailable step={step} />
              )}
            </StepPage>
          </React.Suspense>
        </StepBack.Provider>
      </StepEntry.Provider>
    );
  }, [step, emailLink, back]);
}
