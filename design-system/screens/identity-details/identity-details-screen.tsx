import * as React from 'react';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { formatDob, formatSsn, ssnDigits } from './identity-format';

export type IdentityValues = {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY */
  dob: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  /** Digits only: 4 or 9 of them, as ssnMode asks. */
  ssn: string;
};
export type IdentityField = keyof IdentityValues;

/** Stable ids: the error summary links to them. */
const IDENTITY_FIELD_IDS: Record<IdentityField, string> = {
  firstName: 'legal-first-name',
  lastName: 'legal-last-name',
  dob: 'identity-dob',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-city',
  state: 'address-state',
  zip: 'address-zip',
  ssn: 'ssn',
};

export type IdentityDetailsScreenProps = {
  values: IdentityValues;
  onValuesChange: (values: IdentityValues) => void;
  /** The last four digits or the full number, as the flow's question asks. */
  ssnMode: 'last4' | 'full';
  /** Which groups the flow still asks for; the ones it already has are left out. */
  ask?: { name?: boolean; dob?: boolean; address?: boolean };
  fieldErrors?: Partial<Record<IdentityField, string>>;
  // formError: e.g. the partial identity text 'Please re-enter your information and try again'.
} & QuestionFrameProps;

const ORDER: IdentityField[] = Object.keys(IDENTITY_FIELD_IDS) as IdentityField[];

/** Identity verification (KYC): legal name, date of birth, home address and SSN. */
export function IdentityDetailsScreen({
  values,
  onValuesChange,
  ssnMode,
  ask = {},
  fieldErrors = {},
  ...frame
}: IdentityDetailsScreenProps) {
  const [ssnShown, setSsnShown] = React.useState(false);
  const { name = true, dob = true, address = true } = ask;
  const ids = IDENTITY_FIELD_IDS;
  const set = (field: IdentityField, value: string) =>
    onValuesChange({ ...values, [field]: value });
  const text = (field: IdentityField) => ({
    id: ids[field],
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  return (
    <QuestionPage
      heading="Confirm your identity"
      lead="Federal law asks us to verify who opens an account. This won't affect your credit score."
      fieldErrors={Object.fromEntries(ORDER.map((field) => [ids[field], fieldErrors[field]]))}
      {...frame}
    >
      <div className="flex flex-col gap-2">
        {name ? (
          <>
            <TextField label="Legal first name" autoComplete="given-name" {...text('firstName')} />
            <TextField label="Legal last name" autoComplete="family-name" {...text('lastName')} />
          </>
        ) : null}
        {dob ? (
          <TextField
            label="Date of birth"
            hint="MM/DD/YYYY"
            autoComplete="bday"
            inputMode="numeric"
            {...text('dob')}
            onChange={(event) => set('dob', formatDob(event.target.value))}
          />
        ) : null}
        {address ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-3 text-lg font-bold text-ink-900">Home address</legend>
            <TextField
              label="Street address"
              hint="No P.O. boxes"
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
                onChange={(event) =>
                  set(
                    'state',
                    event.target.value
                      .replace(/[^a-z]/gi, '')
                      .slice(0, 2)
                      .toUpperCase(),
                  )
                }
              />
              <TextField
                label="ZIP code"
                autoComplete="postal-code"
                inputMode="numeric"
                {...text('zip')}
                onChange={(event) => set('zip', event.target.value.replace(/\D/g, '').slice(0, 5))}
              />
            </div>
          </fieldset>
        ) : null}
        <div className="flex flex-col items-start">
          <TextField
            fieldClassName="self-stretch"
            label={
              ssnMode === 'last4'
                ? 'Last 4 digits of your Social Security number'
                : 'Social Security number'
            }
            hint="Kept encrypted and used only to confirm it's you."
            // Masked like a password so it can't be read over a shoulder, but never offered to
            // a password manager: autocomplete off.
            type={ssnShown ? 'text' : 'password'}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            {...text('ssn')}
            value={ssnMode === 'full' ? formatSsn(values.ssn) : values.ssn}
            onChange={(event) => set('ssn', ssnDigits(event.target.value, ssnMode))}
          />
          <Button
            variant="link"
            size="sm"
            aria-controls={ids.ssn}
            aria-pressed={ssnShown}
            onClick={() => setSsnShown((shown) => !shown)}
          >
            {/* One label with aria-pressed: a label that flips too would say the state twice. */}
            Show number
          </Button>
        </div>
      </div>
    </QuestionPage>
  );
}
