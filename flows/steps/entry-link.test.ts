import { expect, it } from 'vitest';
import { linkFieldsFromSearch } from './entry-link';

it('takes the link fields that are present and well-formed', () => {
  const search = new URLSearchParams(
    'partner=harbor-partner&registrationId=r-1&promotionId=p-2&linkSource=email&shortcut=plan&plan=Max',
  );
  expect(linkFieldsFromSearch(search)).toEqual({
    partner: 'harbor-partner',
    registrationId: 'r-1',
    promotionId: 'p-2',
    linkSource: 'email',
    shortcut: 'plan',
    shortcutPlan: 'max',
  });
});

it('leaves out an unknown plan, blanks, over-long values and disallowed characters', () => {
  const search = new URLSearchParams({
    plan: 'gold',
    partner: ' ',
    registrationId: 'x'.repeat(101),
    linkSource: 'email\u2603',
  });
  expect(linkFieldsFromSearch(search)).toEqual({});
});

it('a plain visit takes nothing', () => {
  expect(linkFieldsFromSearch(new URLSearchParams('layoutType=compact'))).toEqual({});
});
