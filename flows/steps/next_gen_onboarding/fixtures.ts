import { stateFixture } from '../../views/fixtures/state-fixture';
import { NEXT_GEN_FORM } from './view';

const handingOff = {
  user: { phoneNumber: '+15551234567', nextRegStep: 'next_gen_onboarding' as const },
};

/** The hand-off to the next-gen onboarding: on its way, or stalled. */
export const nextGenFixtures = {
  redirecting: stateFixture('Taking you there', handingOff),
  stalled: stateFixture('Stalled', {
    ...handingOff,
    form: { drafts: { [NEXT_GEN_FORM]: { stalled: true } }, errors: {} },
  }),
};
