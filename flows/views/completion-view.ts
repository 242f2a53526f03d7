import { formatUsd } from '../../design-system/lib/money';
import type { CompletionScreenProps } from '../../design-system/screens/completion/completion-screen';
import type { StepActions } from '../actions/step-actions';
import {
  COMPLETION_TEXTS,
  FUNDING_VERIFIED_TEXT,
  type FundingOutcome,
} from '../rules/completion-texts';
import { APP_LINKS } from '../rules/contact';
import { completionKind } from '../steps/completion';
import { awaitsFundingVerification, verificationTarget } from '../steps/funding-flow';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

export type CompletionView = ViewOf<CompletionScreenProps>;

/** complete and complete_child: the last page, by the step reached. */
export function completionView(input: ViewInput): CompletionView {
  const { user, registration, toggles } = input;
  const step = completionKind(user.nextRegStep);
  const embedded = registration.embeddedWebreg;
  return {
    step,
    firstName: user.firstName ?? undefined,
    // Every key is present, so a state without one clears what another state showed.
    heading: undefined,
    confirmation: undefined,
    firstLoad: undefined,
    reminder: undefined,
    ...(step === 'complete' ? fundingTexts(input) : {}),
    improvedDownloadScreen: toggles.improvedDownloadScreen,
    // Inside the native apps the app is already installed: Done hands back to it instead.
    appLinks: embedded ? undefined : { ...APP_LINKS },
    handBack: embedded,
  };
}

/**
 * The parent's money, one message per state: verification put off (the first load waits, the
 * amounts are entered here), just verified (a confirmation), or nothing left to verify.
 */
function fundingTexts({ user, registration }: ViewInput): Partial<CompletionView> {
  const amount = user.initialLoadAmount ? formatUsd(user.initialLoadAmount) : undefined;
  const target = verificationTarget(user);
  const name = user.firstName ?? undefined;
  switch (fundingOutcome(registration)) {
    case 'verifyLater':
      return {
        heading: {
          text: COMPLETION_TEXTS.almostDone(name),
          title: COMPLETION_TEXTS.almostDone(),
          lead: COMPLETION_TEXTS.almostDoneLead,
        },
        firstLoad: amount && COMPLETION_TEXTS.firstLoadWaits(amount, target),
        reminder: {
          title: COMPLETION_TEXTS.reminderTitle(target),
          text: COMPLETION_TEXTS.reminderText(target),
          action: COMPLETION_TEXTS.reminderAction,
        },
      };
    case 'verified':
      return {
        confirmation: registration.message ?? undefined,
        firstLoad: amount && COMPLETION_TEXTS.firstLoadOnItsWay(amount),
      };
    case 'settled':
      return { firstLoad: amount && COMPLETION_TEXTS.firstLoadOnItsWay(amount) };
  }
}

/** Verified is known only on the way back from the reminder: its confirmation is the sign. */
function fundingOutcome(registration: ViewInput['registration']): FundingOutcome {
  if (awaitsFundingVerification(registration)) return 'verifyLater';
  const verified = Object.values(FUNDING_VERIFIED_TEXT) as string[];
  return !registration.error && verified.includes(registration.message ?? '')
    ? 'verified'
    : 'settled';
}

/** The reminder's "verify now" and the native apps' Done, one action each. */
export function completionIntents(actions: StepActions): IntentsOf<CompletionScreenProps> {
  return {
    onVerifyNow: () => actions.registration.verifyFundingNow(),
    onDone: () => actions.registration.handBackToApp(),
  };
}
