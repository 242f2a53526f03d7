import type * as React from 'react';
import { RadioCards } from '../../primitives/radio-cards';
import { TextField } from '../../primitives/text-field';
import { QuestionPage } from '../shared/question-page';

export type Gender = 'female' | 'male' | 'prefer_not_to_say';

export type LegalNameAddressValues = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** Two letters, e.g. "CA". */
  state: string;
  /** Five digits. */
  zip: string;
  /** Asked only under growthRegistrationFlowFields. */
  gender: Gender | null;
};
export type LegalNameAddressField = keyof LegalNameAddressValues;

/** Stable ids: the error summary links to them. */
export const LEGAL_FIELD_IDS: Record<LegalNameAddressField, string> = {
  firstName: 'legal-first-name',
  lastName: 'legal-last-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-city',
  state: 'address-state',
  zip: 'address-zip',
  gender: 'gender',
};

export type LegalNameAddressScreenProps = {
  values: LegalNameAddressValues;
  onValuesChange: (values: LegalNameAddressValues) => void;
  /** Toggle growthRegistrationFlowFields (default off): also asks for gender. */
  growthRegistrationFlowFields?: boolean;
  /** Toggle preferNotToSay (default off): gender may be answered "Prefer not to say". */
  preferNotToSay?: boolean;
  onContinue: () => void;
  onBack?: () => void;
  progress?: { current: number; total: number };
  loading?: boolean;
  /** E.g. the P.O. box refusal on addressLine1. */
  fieldErrors?: Partial<Record<LegalNameAddressField, string>>;
  formError?: string;
};

const GENDERS: { value: Gender; title: string }[] = [
  { value: 'female', title: 'Female' },
  { value: 'male', title: 'Male' },
  { value: 'prefer_not_to_say', title: 'Prefer not to say' },
];

const lettersOnly = (value: string) =>
  value
    .replace(/[^a-z]/gi, '')
    .slice(0, 2)
    .toUpperCase();
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** Legal name and home address (set_legal_first_name, set_legal_address): where cards go. */
export function LegalNameAddressScreen({
  values,
  onValuesChange,
  growthRegistrationFlowFields = false,
  preferNotToSay = false,
  onContinue,
  onBack,
  progress,
  loading = false,
  fieldErrors = {},
  formError,
}: LegalNameAddressScreenProps) {
  const ids = LEGAL_FIELD_IDS;
  const set = (field: LegalNameAddressField, value: string) =>
    onValuesChange({ ...values, [field]: value });
  const text = (field: Exclude<LegalNameAddressField, 'gender'>) => ({
    id: ids[field],
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  const order = (Object.keys(ids) as LegalNameAddressField[]).filter(
    (field) => field !== 'gender' || growthRegistrationFlowFields,
  );
  return (
    <QuestionPage
      heading="Your legal name and address"
      lead="As they appear on official documents. We'll mail your family's cards to this address."
      fieldErrors={Object.fromEntries(order.map((field) => [ids[field], fieldErrors[field]]))}
      formError={formError}
      progress={progress}
      onBack={onBack}
      onContinue={onContinue}
      loading={loading}
    >
      <div className="flex flex-col gap-2">
        <TextField label="Legal first name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Legal last name" autoComplete="family-name" {...text('lastName')} />
        {growthRegistrationFlowFields ? (
          <RadioCards
            id={ids.gender}
            legend="Gender"
            options={GENDERS.filter((g) => preferNotToSay || g.value !== 'prefer_not_to_say')}
            value={values.gender}
            onValueChange={(value) => set('gender', value)}
            error={fieldErrors.gender}
          />
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-3 text-lg font-bold text-ink-900">Home address</legend>
          <TextField
            label="Street address"
            hint="No P.O. boxes: cards need a street address."
            autoComplete="address-line1"
            {...text('addressLine1')}
          />
          <TextField
            label="Apartment, suite or unit"
            optional
            autoComplete="address-line2"
            {...text('addressLine2')}
          />
          <TextField label="City" autoComplete="address-level2" {...text('city')} />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="State"
              autoComplete="address-level1"
              autoCapitalize="characters"
              {...text('state')}
              onChange={(event) => set('state', lettersOnly(event.target.value))}
            />
            <TextField
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              {...text('zip')}
              onChange={(event) => set('zip', digitsOnly(event.target.value))}
            />
          </div>
        </fieldset>
      </div>
    </QuestionPage>
  );
}
