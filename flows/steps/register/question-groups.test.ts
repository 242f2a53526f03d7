import { expect, it } from 'vitest';
import { STEPS } from '../registry';
import { groupFor } from './question-groups';

it('finds a group by its first question, and generated knowledge questions by their kind', () => {
  expect(groupFor([{ name: 'kba_2' }])).toBe(groupFor([{ name: 'kba_1' }]));
  expect(groupFor([{ name: 'kyc_question_7', kind: 'kba' }])).toBe(groupFor([{ name: 'kba_1' }]));
  expect(groupFor([{ name: 'set_user_password' }])).toBe(
    groupFor([{ name: 'set_user_password_and_confirm' }]),
  );
  expect(groupFor([{ name: 'set_plan' }])).not.toBe(groupFor([{ name: 'set_user_email' }]));
  // A next step that is no group (the completion page), and a name no entry has, show none.
  expect(groupFor([{ name: 'complete' }])).toBeUndefined();
  expect(groupFor([{ name: 'something_new', kind: 'text' }])).toBeUndefined();
  expect(groupFor([])).toBeUndefined();
});

it('has a page (its folder, or the one it shows) for every group the registry lists', () => {
  const groups = Object.entries(STEPS).filter(([, step]) => step.kind === 'group');
  expect(groups.filter(([name]) => !groupFor([{ name }])).map(([name]) => name)).toEqual([]);
});
