import { CreditWaitlistScreen } from '../../../design-system/screens/credit-waitlist/credit-waitlist-screen';
import { CreditWaitlistConfirmScreen } from '../../../design-system/screens/credit-waitlist-confirm/credit-waitlist-confirm-screen';
import type { ScreenEntry } from '../../views/step-registry';
import { creditWaitlistConfirmFixtures, creditWaitlistFixtures } from './fixtures';
import {
  creditWaitlistConfirmIntents,
  creditWaitlistConfirmView,
  creditWaitlistIntents,
  creditWaitlistView,
} from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly ScreenEntry[] = [
  {
    step: 'set_credit_waitlist',
    section: 'Sign up',
    screenStories: 'Sign up/Credit waitlist',
    screen: CreditWaitlistScreen,
    view: creditWaitlistView,
    intents: creditWaitlistIntents,
    fixtures: creditWaitlistFixtures,
  },
  {
    step: 'set_credit_waitlist_confirm',
    section: 'Sign up',
    screenStories: 'Sign up/Credit waitlist confirm',
    screen: CreditWaitlistConfirmScreen,
    view: creditWaitlistConfirmView,
    intents: creditWaitlistConfirmIntents,
    fixtures: creditWaitlistConfirmFixtures,
  },
];
