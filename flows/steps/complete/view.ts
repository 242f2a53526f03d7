import type {
  CompletionScreenProps,
  FundingOutcome,
} from '../../../design-system/screens/completion/completion-screen';
import type { StepActions } from '../../actions/step-actions';
import { APP_LINKS, SUPPORT_PHONE } from '../../rules/contact';
import { FORMS } from '../../rules/page-checks';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { awaitsFundingVerification, verificationTarget } from '../funding-flow';
import { completionKind } from './rule';
import { confirmationFacts } from './summary';

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
    money: step === 'complete' ? moneyOf(input) : undefined,
    supportPhone: SUPPORT_PHONE.display,
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

/** The server's summary of what the registration set up, as facts the page words. */
function summaryOf({ registration }: ViewInput): CompletionView['summary'] {
  const { confirmation } = registration;
  if (!confirmation) return undefined;
  return confirmationFacts(confirmation, {
    embedded: registration.embeddedWebreg,
    verificationBlocked: fundingOutcome(registration) === 'blocked',
  });
}

/**
 * The parent's money: its state (verification put off, blocked, just verified, or nothing left
 * to verify), the first load in dollars and the account it waits for; the page words each.
 */
function moneyOf({ user, registration }: ViewInput): CompletionView['money'] {
  return {
    outcome: fundingOutcome(registration),
    ...(user.initialLoadAmount ? { firstLoad: user.initialLoadAmount } : {}),
    target: verificationTarget(user),
  };
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
