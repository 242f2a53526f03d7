import { describe, expect, it } from 'vitest';
import { typedInto } from './fixtures/form-parts';
import { stateFixture } from './fixtures/state-fixture';
import { groupFrame } from './group-frame';
import { splitErrors } from './split-errors';

const limit = { id: 'amount.below', values: { minimum: '$20' } };
const { input } = stateFixture(
  'A limit and words',
  typedInto('form', {}, { amount: limit, note: 'Enter a note' }),
);

describe('splitErrors', () => {
  it('hands a screen that words sentences every check, a limit with its values too', () => {
    expect(splitErrors(input, 'form', {}, 'sentences').fieldErrors).toEqual({
      amount: limit,
      note: 'Enter a note',
    });
    expect(groupFrame(input, 'form', {}, 'sentences')).toMatchObject({
      loading: false,
      fieldErrors: { amount: limit },
    });
  });

  it('hands a screen of words words: a sentence it cannot word shows as its id, never vanishes', () => {
    const shown = { amount: 'amount.below', note: 'Enter a note' };
    expect(splitErrors(input, 'form').fieldErrors).toEqual(shown);
    expect(groupFrame(input, 'form').fieldErrors).toEqual(shown);
  });
});
