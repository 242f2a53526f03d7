import { expect, it } from 'vitest';
import { groupFor, QUESTION_GROUPS } from './question-groups';

it('finds a group by its first question, and generated knowledge questions by their kind', () => {
  expect(groupFor([{ name: 'set_plan' }])).toBe(QUESTION_GROUPS.set_plan);
  expect(groupFor([{ name: 'kyc_question_7', kind: 'kba' }])).toBe(QUESTION_GROUPS.kba_1);
  expect(groupFor([{ name: 'something_new', kind: 'text' }])).toBeUndefined();
  expect(groupFor([])).toBeUndefined();
});
