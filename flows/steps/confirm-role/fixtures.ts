import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { stateFixture } from '../../views/fixtures/state-fixture';

const picked = (role: 'parent' | 'child') => ({ drafts: { [FORMS.role]: { role } }, errors: {} });

/** Every state of the role step (confirm-role). */
export const roleFixtures = {
  empty: stateFixture('Nothing picked'),
  parent: stateFixture('Parent picked', { form: picked('parent') }),
  teen: stateFixture('Teen picked', { form: picked('child') }),
  roleSelectCTA: stateFixture('The pick named on the button', { toggles: { roleSelectCTA: true } }),
  roleSelectCTAParent: stateFixture('The pick named on the button, parent picked', {
    form: picked('parent'),
    toggles: { roleSelectCTA: true },
  }),
  missing: stateFixture('Continue without a pick', {
    form: { drafts: {}, errors: { [FORMS.role]: { role: PAGE_CHECK_MESSAGES.noRole } } },
  }),
  serverError: stateFixture('Failed', { registration: { error: ERROR_MESSAGES.default } }),
};
