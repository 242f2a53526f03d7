import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';
import { addressWaits } from '../register/fixtures';
import { addressCheckFixtures as f } from './address-check-fixtures';
import {
  addressCheckIntents,
  addressCheckView,
  addressFixIntents,
  addressFixView,
  fixingAddress,
} from './address-check-view';
import { ADDRESS_FIX_FORM, addressFixAnswer } from './address-fix';

const typed = (draft: Record<string, unknown>) =>
  stateFixture(
    'typed',
    withParts(addressWaits, {
      registration: {
        prefilledAnswers: {
          setLegalAddress: { street: '1 Elm St', city: 'Springfield', state: 'IL', zip: '99999' },
        },
      },
      form: { drafts: { [ADDRESS_FIX_FORM]: { editing: true, ...draft } }, errors: {} },
    }),
  ).input;

describe('the address-check notice and its fix', () => {
  it('the notice says what the postal check said; keeping it cannot be pressed twice', () => {
    expect(addressCheckView(f.waiting.input)).toEqual({
      message: 'We could not confirm this address with the postal service. Please check it.',
      busy: false,
    });
    expect(addressCheckView(f.keeping.input).busy).toBe(true);
    expect(fixingAddress(f.waiting.input)).toBe(false);
    expect(fixingAddress(f.fixing.input)).toBe(true);
  });

  it('the fix shows the address the server holds, then what was typed, untouched', () => {
    expect(addressFixView(f.fixing.input).values.addressLine1).toBe('');
    const values = addressFixView(typed({ city: 'Springfield 市' })).values;
    expect(values).toMatchObject({
      addressLine1: '1 Elm St',
      city: 'Springfield 市',
      zip: '99999',
    });
  });

  it('Continue names a character the address cannot carry, and sends a clean one as the fix', () => {
    const send = (draft: Record<string, unknown>) => {
      const input = typed(draft);
      return addressFixAnswer('err-1')(input.form.drafts[ADDRESS_FIX_FORM] ?? {}, {
        // biome-ignore lint/suspicious/noExplicitAny: the fixture's readonly state as the rule's.
        registration: input.registration as any,
        // biome-ignore lint/suspicious/noExplicitAny: as above.
        user: input.user as any,
        toggles: input.toggles,
        addChildCoppa: input.addChildCoppa,
        today: new Date('2026-03-02'),
      });
    };
    const refused = { id: 'nameChecks.addressCharacters', values: { refused: '市' } };
    expect(send({ city: 'Springfield 市' })).toEqual({ errors: { city: refused } });
    // The page is handed the sentence, to word in its language with the characters it names.
    const shown = typed({ city: 'Springfield 市' });
    const refusedInput = {
      ...shown,
      form: { ...shown.form, errors: { [ADDRESS_FIX_FORM]: { city: refused } } },
    };
    expect(addressFixView(refusedInput).fieldErrors).toEqual({ city: refused });
    expect(send({ zip: '62704' })).toEqual({
      answers: {
        setLegalAddress: { street: '1 Elm St', city: 'Springfield', state: 'IL', zip: '62704' },
      },
      resolvesErrorId: 'err-1',
    });
  });

  it('each callback is one action', () => {
    const editDraft = vi.fn();
    const registration = { keepUnresolvedAddress: vi.fn(), fixUnresolvedAddress: vi.fn() };
    const actions = { editDraft, registration } as unknown as StepActions;
    addressCheckIntents(actions).onEdit();
    expect(editDraft).toHaveBeenLastCalledWith(ADDRESS_FIX_FORM, { editing: true });
    addressCheckIntents(actions).onKeep();
    expect(registration.keepUnresolvedAddress).toHaveBeenCalled();
    addressFixIntents(actions).onBack?.();
    expect(editDraft).toHaveBeenLastCalledWith(ADDRESS_FIX_FORM, { editing: false });
    addressFixIntents(actions).onContinue();
    expect(registration.fixUnresolvedAddress).toHaveBeenCalled();
  });
});
