import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { dateOfBirthFixtures as d } from './fixtures';
import { dateOfBirthIntents, dateOfBirthView } from './view';

describe('dateOfBirthView (date_of_birth, a teen before the code)', () => {
  it('shows the date as typed, or as kept when the teen comes back to it', () => {
    expect(dateOfBirthView(d.filled.input)).toMatchObject({ dob: '04/15/2009', loading: false });
    expect(dateOfBirthView(d.returned.input).dob).toBe('04/15/2009');
    expect(dateOfBirthView(d.empty.input)).toMatchObject({ dob: '' });
  });

  it("puts the page's own check at the field", () => {
    expect(dateOfBirthView(d.shortYear.input)).toMatchObject({
      error: 'Enter the year of birth with all 4 digits, like 1985',
      formError: undefined,
    });
  });

  it('wires the field to its draft and Continue to the rule; Back is the history of the page', () => {
    const editDraft = vi.fn();
    const phone = { submitDateOfBirth: vi.fn() };
    const intents = dateOfBirthIntents({ editDraft, phone } as unknown as StepActions);
    intents.onDobChange('01/02/1980');
    expect(editDraft).toHaveBeenLastCalledWith('date_of_birth', { dob: '01/02/1980' });
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(phone.submitDateOfBirth).toHaveBeenCalledTimes(1);
  });
});
