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
  offersTryAgain: false,
  offersStartAgain: false,
} satisfies Omit<StatusView, 'heading'>;

const WAITING: StatusView = {
  ...NONE,
  heading: 'system.waitingHeading',
  lead: 'system.waiting',
  waiting: true,
};

const PAGES: Record<Exclude<RegisterPage, 'group'>, (error?: string) => StatusView> = {
  waiting: () => WAITING,
  'complete-failed': (error) => ({
    ...NONE,
    heading: 'system.completeFailedHeading',
    formError: error,
    offersTryAgain: true,
  }),
  'address-check': () => ({
    ...NONE,
    heading: 'system.addressCheckHeading',
    lead: 'system.addressCheck',
  }),
  'load-failed': (error) => ({
    ...NONE,
    heading: 'system.loadFailedHeading',
    lead: 'system.loadFailed',
    formError: error,
    offersTryAgain: true,
    offersStartAgain: true,
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
