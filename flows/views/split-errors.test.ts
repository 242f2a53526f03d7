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

  it('words the summary as text unless the screen words its sentence too', () => {
    const wait = { id: 'code.tooEarlySeconds', values: { count: 25 } };
    const refused = stateFixture('A wait refused', {
      registration: { error: wait, errorCode: 'ERR_PIN_RESEND_COOLDOWN' },
    }).input;
    expect(splitErrors(refused, 'form', {}, 'sentences').formError).toBe('code.tooEarlySeconds');
    expect(groupFrame(refused, 'form', {}, 'sentences').formError).toBe('code.tooEarlySeconds');
    expect(splitErrors(refused, 'form', {}, 'summarySentences').formError).toEqual(wait);
    // A refusal that belongs to a field is a sentence there, on both kinds of sentence screen.
    const atField = { ERR_PIN_RESEND_COOLDOWN: 'code' };
    expect(splitErrors(refused, 'form', atField, 'sentences').fieldErrors).toEqual({ code: wait });
  });
});
