import * as React from 'react';
import { useSnapshot } from 'valtio';
import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import {
  type LegalNameAddressField,
  LegalNameAddressScreen,
  type LegalNameAddressValues,
} from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { clearForm, editDraft } from '../../actions/form-actions';
import { formState } from '../../model/form-state';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import {
  aboutYouErrors,
  addressFields,
  legalAddressAnswer,
  prefilledText,
} from '../../rules/register-answers';
import { filterText } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { splitError, useGroup } from './use-group';

// The server's refusals that belong to one field.
const FIELD_CODES = {
  ERR_INVALID_DOB: 'dob',
  ERR_UNDER_AGE: 'dob',
  ERR_CHILD_AGE: 'dob',
  ERR_PO_BOX: 'addressLine1',
  ERR_INVALID_ADDRESS: 'addressLine1',
};

type Errors = Partial<Record<LegalNameAddressField, string>>;

/** The form's key in formState: the group's name. */
const ABOUT_YOU = 'about_you';

/** about_you: set_date_of_birth and, for a parent, set_legal_address (no P.O. boxes). */
export default function AboutYouGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, errorCode, submit } = useGroup();
  const asks = {
    dob: questions.some((question) => question.name === 'set_date_of_birth'),
    address: questions.some((question) => question.name === 'set_legal_address'),
  };
  const prefilled = registration.prefilledAnswers;
  const [initial] = React.useState<LegalNameAddressValues>(() => ({
    firstName: '',
    lastName: '',
    ...addressFields(prefilled.setLegalAddress),
    gender: null,
    dob: prefilledText(prefilled.setDateOfBirth) || (userState.dob ?? ''),
  }));
  // What is typed lives in the form's draft, so a reload keeps it (issue 17; persistence.ts
  // keeps no field the redaction list names that the state does not keep anyway).
  const { drafts } = useSnapshot(formState);
  const values = { ...initial, ...drafts[ABOUT_YOU] } as LegalNameAddressValues;
  const setValues = (next: LegalNameAddressValues) => editDraft(ABOUT_YOU, next);
  const [errors, setErrors] = React.useState<Errors>({});
  const server = splitError(error, errorCode, FIELD_CODES);
  const shown = Object.keys(errors).length > 0;

  const onContinue = async () => {
    const today = new Date();
    const found = aboutYouErrors(values, asks, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Section 4: a teen under 13 stops at cancel_age. The date goes to the server, which
    // refuses it and erases the sign-up (COPPA): a stop made only here would leave it stored.
    await submit({
      ...(asks.dob ? { [answerKey('set_date_of_birth')]: values.dob } : {}),
      ...(asks.address ? { [answerKey('set_legal_address')]: legalAddressAnswer(values) } : {}),
    });
    const stopped = userState.nextRegStep === 'cancel_age';
    if (!registrationState.error && !stopped && values.dob) userState.dob = values.dob;
    if (!registrationState.error) clearForm(ABOUT_YOU);
  };

  const fieldErrors = shown ? errors : server.fieldErrors;
  const formError = shown ? undefined : server.formError;
  if (!asks.address) {
    return (
      <DateOfBirthScreen
        dob={values.dob ?? ''}
        onDobChange={(dob) => {
          setValues({ ...values, dob });
          setErrors({});
        }}
        onContinue={() => void onContinue()}
        progress={progress}
        loading={loading}
        error={fieldErrors.dob}
        formError={formError}
      />
    );
  }
  return (
    <LegalNameAddressScreen
      part="address"
      askDateOfBirth={asks.dob}
      values={values}
      onValuesChange={(next) => {
        setValues({
          ...next,
          addressLine1: filterText(next.addressLine1),
          addressLine2: filterText(next.addressLine2),
          city: filterText(next.city),
        });
        setErrors({});
      }}
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={fieldErrors}
      formError={formError}
    />
  );
}
