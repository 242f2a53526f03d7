import * as React from 'react';
import { FundingSelectorScreen } from '../../../design-system/screens/funding-selector/funding-selector-screen';
import { JustAMoment } from '../../../design-system/screens/register-status/register-status-screen';
import type { FundingMethod } from '../../../vocabulary/domain';
import type { StepActions } from '../../actions/step-actions';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { lazyView, preloadWhenIdle } from '../../shell/lazy-view';
import { StepPage } from '../../shell/step-page';
import type { GroupProps } from '../register/question-groups';
import { FUNDING_QUESTION, fundingIntents, fundingView, openFundingMethod } from './view';

// Each method's form is its own chunk: the card form brings the 3-D Secure dialog with it.
// All three are fetched while the parent reads the choice (lazyView), so the one chosen shows
// at once instead of a "Just a moment" held for React's 300 ms.
const DebitCardForm = lazyView<object>(() =>
  import('./debit-card-form').then((module) => ({ default: module.DebitCardForm })),
);
const ManualBankForm = lazyView<object>(() =>
  import('./manual-bank-form').then((module) => ({ default: module.ManualBankForm })),
);
const BankLinkForm = lazyView<object>(() =>
  import('./bank-link-form').then((module) => ({ default: module.BankLinkForm })),
);

const intents = fundingIntents(stepActions);

/**
 * Entering the instant link's form: back from an OAuth bank, the link opens again at once
 * (resumeBankLink does nothing on any other visit). Its page's entering runs once the form's
 * chunk and Plaid's host inside it have mounted.
 */
const INSTANT_FORM = {
  onEnter: (actions: StepActions) => void actions.funding.resumeBankLink(FUNDING_QUESTION),
};

/** Entering the card form: the provider's hosted fields are drawn into its slots, once mounted. */
const DEBIT_FORM = {
  onEnter: (actions: StepActions) => void actions.funding.mountCardFields(),
};

/** The form page of each method with a form: the form, and what entering it does. */
const FORM_PAGES: Partial<
  Record<FundingMethod, { Form: typeof DebitCardForm; step?: typeof INSTANT_FORM }>
> = {
  debit: { Form: DebitCardForm, step: DEBIT_FORM },
  manual: { Form: ManualBankForm },
  instant: { Form: BankLinkForm, step: INSTANT_FORM },
};
const FORMS = Object.values(FORM_PAGES).map((page) => page.Form);

/**
 * set_funding_account: the parent picks how money comes in (debit card, instant bank link or a
 * manual bank account), then gives that method's details. The choice is a form draft: a
 * reload keeps the method chosen, never what was typed into it (card and account numbers
 * never go to session storage).
 */
export default function FundingGroup(_props: GroupProps) {
  const input = useViewInput();
  const chosen = openFundingMethod(input);
  React.useEffect(() => preloadWhenIdle(FORMS), []);
  if (chosen) {
    const page = FORM_PAGES[chosen];
    return (
      // A new page for a screen reader: the form's heading takes focus, once it has loaded
      // (inside the boundary, the focus effect waits for the form, not the fallback).
      <React.Suspense fallback={<JustAMoment />}>
        <StepPage key={chosen} step={page?.step}>
          {page ? <page.Form /> : null}
        </StepPage>
      </React.Suspense>
    );
  }
  return <FundingSelectorScreen {...fundingView(input)} {...intents} />;
}
