import { describe, expect, it, vi } from 'vitest';
import { NAME_TEXTS } from '../../rules/legal-name';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import type { FormOutcome } from '../form-outcome';
import { legalNameFixtures as n } from './fixtures';
import { legalNameAnswer } from './rule';
import { legalNameIntents, legalNameView } from './view';

const today = new Date(2026, 10, 24);
/** Continue on a fixture's page: its step's rule applied to its draft and state. */
const submit = (
  prepare: (draft: never, context: never) => FormOutcome,
  fixture: StateFixture,
  form: string,
  draft?: Record<string, unknown>,
) =>
  prepare(
    (draft ?? fixture.input.form.drafts[form] ?? {}) as never,
    { ...fixture.input, today } as never,
  );

describe('legalNameView (legal_name)', () => {
  it('shows the names as typed, never filtered, at the third group of ten', () => {
    expect(legalNameView(n.empty.input)).toMatchObject({
      part: 'name',
      askReferralCode: true,
    });
    expect(legalNameView(n.teen.input).askReferralCode).toBe(false);
    expect(legalNameView(n.characters.input).values).toMatchObject({
      firstName: 'Sam😀',
      lastName: '李',
    });
  });

  it('says the live check of the referral code, and a code carried from the promo step', () => {
    expect(legalNameView(n.codeChecking.input).referralCodeStatus).toEqual({
      id: 'promoCode.checking',
    });
    expect(legalNameView(n.codeAccepted.input).referralCodeStatus).toMatchObject({
      id: 'promoCode.earnedReward',
    });
    expect(legalNameView(n.codeRefused.input).referralCodeStatus).toBe(
      'That promo code is not valid.',
    );
    expect(legalNameView(n.promoCarried.input)).toMatchObject({
      values: { referralCode: 'SANDBOX-REDEEMED' },
      referralCodeStatus: { id: 'promoCode.applied' },
    });
  });

  it('refuses a long name and odd characters at the field; a refused code too', () => {
    const form = 'set_legal_first_name';
    expect(
      submit(legalNameAnswer, n.empty, form, { firstName: 'A'.repeat(64), lastName: 'Lee' }),
    ).toEqual({ errors: { firstName: NAME_TEXTS.tooLong('first') } });
    const refused = submit(legalNameAnswer, n.codeRefused, form);
    expect(refused).toEqual({ errors: { referralCode: 'That promo code is not valid.' } });
  });

  it('sends the names trimmed, a curly apostrophe as a straight one, and the code', () => {
    expect(
      submit(legalNameAnswer, n.codeAccepted, 'set_legal_first_name', {
        firstName: ' Sam ',
        lastName: 'O’Neil',
        referralCode: 'SANDBOX-EARNED',
      }),
    ).toEqual({
      answers: {
        setLegalFirstName: 'Sam',
        setLegalLastName: "O'Neil",
        setReferralCode: 'SANDBOX-EARNED',
      },
      changes: { user: { firstName: 'Sam' } },
    });
  });

  it('wires typing to the draft and the live check, Continue to the form rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const checkReferralCode = vi.fn();
    const intents = legalNameIntents({
      editDraft,
      registration: { sendForm, checkReferralCode },
    } as never);
    intents.onValuesChange({ ...legalNameView(n.filled.input).values, referralCode: 'ABC' });
    expect(editDraft).toHaveBeenCalledWith('set_legal_first_name', {
      firstName: 'Sam',
      lastName: 'Rivera',
      referralCode: 'ABC',
    });
    expect(checkReferralCode).toHaveBeenCalledWith('set_legal_first_name', 'ABC');
    intents.onContinue?.();
    expect(sendForm).toHaveBeenCalledWith('set_legal_first_name', legalNameAnswer);
  });
});
