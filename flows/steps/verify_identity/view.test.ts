import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { IDENTITY_TEXTS } from '../../rules/identity';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { identityDetailsFixtures as f } from './fixtures';
import { identityResultFixtures as r } from './identity-result-fixtures';
import { identityAnswer } from './rule';
import { identityDetailsIntents, identityDetailsView, identityPage } from './view';

const submit = (fixture: StateFixture, draft?: Record<string, unknown>) =>
  identityAnswer(
    (draft ?? fixture.input.form.drafts.verify_identity ?? {}) as never,
    {
      ...fixture.input,
      today: new Date(),
    } as never,
  );

describe('identityDetailsView (verify_identity)', () => {
  it('asks the number at the seventh group of ten, empty', () => {
    expect(identityDetailsView(f.empty.input)).toEqual({
      loading: false,
      formError: undefined,
      ssn: '',
      fieldErrors: { ssn: undefined },
    });
    expect(identityDetailsView(f.typed.input).ssn).toBe('123450001');
    expect(identityDetailsView(f.submitting.input).loading).toBe(true);
  });

  it("shows the page's own check at the field, the server's refusals above the form", () => {
    expect(identityDetailsView(f.tooShort.input).fieldErrors).toEqual({ ssn: IDENTITY_TEXTS.ssn });
    expect(identityDetailsView(f.partialFail.input)).toMatchObject({
      formError: ERROR_MESSAGES.partialIdentity,
      ssn: '',
    });
    expect(identityDetailsView(f.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
    const refusedNumber = {
      ...f.typed.input,
      registration: { ...f.typed.input.registration, error: 'No.', errorCode: 'ERR_INVALID_SSN' },
    };
    expect(identityDetailsView(refusedNumber)).toMatchObject({
      formError: undefined,
      fieldErrors: { ssn: 'No.' },
    });
  });

  it('a failed check, or one that could not run, is the result page until a retry', () => {
    expect(identityPage(f.empty.input)).toBe('details');
    expect(identityPage(f.partialFail.input)).toBe('details');
    expect(identityPage(r.fail.input)).toBe('result');
    expect(identityPage(r.couldNotRun.input)).toBe('result');
  });

  it('Continue checks the number, then sends it under the question', () => {
    expect(submit(f.typed)).toEqual({ answers: { verify_identity: { ssn: '123450001' } } });
    expect(submit(f.empty, { ssn: '12345' })).toEqual({ errors: { ssn: IDENTITY_TEXTS.ssn } });
    expect(submit(f.empty, { ssn: '000123456' })).toEqual({
      errors: { ssn: IDENTITY_TEXTS.ssnInvalid },
    });
  });

  it('wires typing to the draft and Continue to the identity answer', () => {
    const editDraft = vi.fn();
    const answerIdentity = vi.fn();
    const intents = identityDetailsIntents({
      editDraft,
      registration: { answerIdentity },
    } as never);
    intents.onSsnChange('1234');
    expect(editDraft).toHaveBeenCalledWith('verify_identity', { ssn: '1234' });
    intents.onContinue();
    expect(answerIdentity).toHaveBeenCalledWith('verify_identity');
  });
});
