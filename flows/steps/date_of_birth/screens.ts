import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import type { StepEntry } from '../../views/step-registry';
import { dateOfBirthFixtures } from './fixtures';
import { dateOfBirthIntents, dateOfBirthView } from './view';

/** What Storybook shows of this step: its screens, each with its view-model and states. */
export const screens: readonly StepEntry[] = [
  // A teen signing up first (kidFirstRegParentInviteV0): age, then a parent, before the code.
  {
    step: 'date_of_birth',
    section: 'Sign up',
    screenStories: 'Sign up/Date of birth',
    screen: DateOfBirthScreen,
    view: dateOfBirthView,
    intents: dateOfBirthIntents,
    fixtures: dateOfBirthFixtures,
  },
];
