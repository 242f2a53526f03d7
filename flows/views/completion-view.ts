import { formatUsd } from '../../design-system/lib/money';
import type { CompletionScreenProps } from '../../design-system/screens/completion/completion-screen';
import type { StepActions } from '../actions/step-actions';
import { APP_LINKS } from '../rules/contact';
import { completionKind } from '../steps/completion';
import { awaitsFundingVerification } from '../steps/funding-flow';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

export type CompletionView = ViewOf<CompletionScreenProps>;

/** complete, complete_child and complete_placeholder: the last page, by the step reached. */
export function completionView({ user, registration, toggles }: ViewInput): CompletionView {
  const step = completionKind(user.nextRegStep);
  const parent = step === 'complete';
  const embedded = registration.embeddedWebreg;
  return {
    step,
    firstName: user.firstName ?? undefined,
    initialAmount: parent && user.initialLoadAmount ? formatUsd(user.initialLoadAmount) : undefined,
    needsVerification: parent && awaitsFundingVerification(registration),
    improvedDownloadScreen: toggles.improvedDownloadScreen,
    // Inside the native apps the app is already installed: Done hands back to it instead.
    appLinks: embedded ? undefined : { ...APP_LINKS },
    handBack: embedded,
  };
}

/** The reminder's "verify now" and the native apps' Done, one action each. */
export function completionIntents(actions: StepActions): IntentsOf<CompletionScreenProps> {
  return {
    onVerifyNow: () => actions.registration.verifyFundingNow(),
    onDone: () => actions.registration.handBackToApp(),
  };
}
