import { formatUsd } from '../../../design-system/lib/money';
import type { CompletionScreenProps } from '../../../design-system/screens/completion/completion-screen';
import type { StepActions } from '../../actions/step-actions';
import {
  COMPLETION_TEXTS,
  FUNDING_VERIFIED_TEXT,
  type FundingOutcome,
} from '../../rules/completion-texts';
import { CONFIRMATION_TEXTS } from '../../rules/confirmation-texts';
import { APP_LINKS, SUPPORT_PHONE } from '../../rules/contact';
import { FORMS } from '../../rules/page-checks';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { awaitsFundingVerification, verificationTarget } from '../funding-flow';
import { completionKind } from './rule';
import { confirmationSummary } from './summary';

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
    summary: step === 'complete' ? summaryOf(input) : undefined,
    improvedDownloadScreen: toggles.improvedDownloadScreen,
    // Section 9's smsNotifications: a parent may opt in to text alerts here.
    smsAlerts:
      toggles.smsNotifications && step === 'complete'
        ? (draftOf<{ status: CompletionView['smsAlerts'] }>(input, FORMS.smsNotifications).status ??
          'offer')
        : undefined,
    // Inside the native apps the app is already installed: Done hands back to it instead.
    appLinks: embedded ? undefined : { ...APP_LINKS },
    handBack: embedded,
  };
}

/** The server's summary of what the registration set up, with the page's words around it. */
function summaryOf({ registration }: ViewInput): CompletionView['summary'] {
  const { confirmation } = registration;
  if (!confirmation) return undefined;
  const summary = confirmationSummary(confirmation, {
    embedded: registration.embeddedWebreg,
    verificationBlocked: fundingOutcome(registration) === 'blocked',
  });
  return {
    ...summary,
    referenceLabel: CONFIRMATION_TEXTS.referenceLabel,
    referenceHint: CONFIRMATION_TEXTS.referenceHint(SUPPORT_PHONE.display),
    heading: CONFIRMATION_TEXTS.summaryHeading,
    nextHeading: CONFIRMATION_TEXTS.nextHeading,
    printLabel: CONFIRMATION_TEXTS.print,
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
    case 'blocked':
      // No "verify now": the server takes no more amounts for this account.
      return {
        heading: {
          text: COMPLETION_TEXTS.almostDone(name),
          title: COMPLETION_TEXTS.almostDone(),
          lead: COMPLETION_TEXTS.blockedLead,
        },
        firstLoad: amount && COMPLETION_TEXTS.firstLoadBlocked(amount),
        reminder: {
          title: COMPLETION_TEXTS.blockedTitle(target),
          text: COMPLETION_TEXTS.blockedText(target, SUPPORT_PHONE.display),
        },
      };
    case 'verified':
      return {
        confirmation: FUNDING_VERIFIED_TEXT[target.kind],
        firstLoad: amount && COMPLETION_TEXTS.firstLoadOnItsWay(amount),
      };
    case 'settled':
      return { firstLoad: amount && COMPLETION_TEXTS.firstLoadOnItsWay(amount) };
  }
}

/**
 * Blocked and verified are kept with the state (fundingVerificationOutcome), so a reload says
 * the same: verified only when it happened from the reminder (inside the flow the money
 * simply moves), blocked while the account still waits for amounts it will never take.
 */
function fundingOutcome(registration: ViewInput['registration']): FundingOutcome {
  const outcome = registration.fundingVerificationOutcome;
  if (registration.needsVerification && outcome === 'blocked') return 'blocked';
  if (awaitsFundingVerification(registration)) return 'verifyLater';
  return outcome === 'verified' ? 'verified' : 'settled';
}

/** The reminder's "verify now", the native apps' Done, the SMS opt-in and Print, one each. */
export function completionIntents(actions: StepActions): IntentsOf<CompletionScreenProps> {
  return {
    onVerifyNow: () => actions.registration.verifyFundingNow(),
    onDone: () => actions.registration.handBackToApp(),
    onSubscribeSms: () => void actions.registration.subscribeSms(),
    onPrint: () => void actions.registration.printConfirmation(),
  };
}
