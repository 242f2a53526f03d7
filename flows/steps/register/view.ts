import type { RegisterStatusScreenProps } from '../../../design-system/screens/register-status/register-status-screen';
import { wordsOf } from '../../../vocabulary/messages/sentence';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { type RegisterPage, registerPage } from './rule';

type StatusView = ViewOf<RegisterStatusScreenProps>;

// Every page names every prop, so one page's words never linger on another's.
const NONE = {
  lead: undefined,
  formError: undefined,
  waiting: false,
  tryAgainLabel: undefined,
  startAgainLabel: undefined,
} satisfies Omit<StatusView, 'heading'>;

const WAITING: StatusView = {
  ...NONE,
  heading: 'Just a moment',
  lead: 'Getting your next step ready…',
  waiting: true,
};

const PAGES: Record<Exclude<RegisterPage, 'group'>, (error?: string) => StatusView> = {
  waiting: () => WAITING,
  'complete-failed': (error) => ({
    ...NONE,
    heading: "We couldn't finish your sign-up",
    formError: error,
    tryAgainLabel: 'Try again',
  }),
  'address-check': () => ({
    ...NONE,
    heading: 'One last check',
    lead: "Edit your address or tell us it's correct, and we'll finish setting up your account.",
  }),
  'load-failed': (error) => ({
    ...NONE,
    heading: "We couldn't load your next step",
    lead: 'Your answers so far are saved.',
    formError: error,
    tryAgainLabel: 'Try again',
    startAgainLabel: 'Start again with your phone number',
  }),
};

/**
 * The register step's own page (rule.ts: registerPage); while a question group's code is
 * still on its way, the waiting page stands in for it.
 */
export function registerStatusView(input: ViewInput): StatusView {
  const page = registerPage(input.registration);
  return page === 'group' ? WAITING : PAGES[page](wordsOf(input.registration.error));
}

export function registerStatusIntents(actions: StepActions): IntentsOf<RegisterStatusScreenProps> {
  return {
    onTryAgain: () => void actions.registration.retryRegister(),
    onStartAgain: () => void actions.phone.changeNumber(),
  };
}
