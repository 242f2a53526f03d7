import type * as React from 'react';
import { DATE_OF_BIRTH_CHECKS_EN } from '../../../vocabulary/messages/date-of-birth-checks.en';
import { LEGAL_EN, type LegalMessageId } from '../../../vocabulary/messages/legal.en';
import { NAME_CHECKS_EN } from '../../../vocabulary/messages/name-checks.en';
import { PROMO_CODE_EN, type PromoCodeStatusId } from '../../../vocabulary/messages/promo-code.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { useSentence } from '../../lib/format';
// One MM/DD/YYYY formatter for every date-of-birth field.
import { formatDob } from '../../lib/input-format';
import { inDollars } from '../../lib/money';
import { usePageLanguage, useText } from '../../lib/text';
import { RadioCards } from '../../primitives/radio-cards';
import { SelectField } from '../../primitives/select-field';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

type Gender = 'female' | 'male' | 'prefer_not_to_say';

type LegalNameAddressValues = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** The two-letter code of a state or territory, e.g. "CA" (empty until one is picked). */
  state: string;
  /** Five digits. */
  zip: string;
  /** Asked only under growthRegistrationFlowFields. */
  gender: Gender | null;
  /** MM/DD/YYYY, asked on a page of its own (part 'dateOfBirth'). */
  dob?: string;
  /** A friend's referral code, asked with the name when askReferralCode. */
  referralCode?: string;
};
export type LegalNameAddressField = keyof LegalNameAddressValues;

/** Stable ids: the error summary links to them, in this order (the fields' order on the page). */
const LEGAL_FIELD_IDS: Record<LegalNameAddressField, string> = {
  firstName: 'legal-first-name',
  lastName: 'legal-last-name',
  gender: 'gender',
  referralCode: 'referral-code',
  dob: 'date-of-birth',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-city',
  state: 'address-state',
  zip: 'address-zip',
};

/**
 * Which questions this page asks: a flow may ask the name and the address apart, and About you
 * asks the date of birth on a page before the address (docs/decisions/121).
 */
type LegalNameAddressPart = 'both' | 'name' | 'address' | 'dateOfBirth';

const NAME_FIELDS: LegalNameAddressField[] = ['firstName', 'lastName', 'gender', 'referralCode'];

const HEADINGS = {
  name: { heading: 'legal.nameHeading', lead: 'legal.nameLead' },
  dateOfBirth: { heading: 'legal.dobHeading', lead: 'legal.dobLead' },
  address: { heading: 'legal.addressHeading', lead: 'legal.addressLead' },
  both: { heading: 'legal.bothHeading', lead: 'legal.bothLead' },
} as const satisfies Record<
  LegalNameAddressPart,
  { heading: LegalMessageId; lead: LegalMessageId }
>;

export type LegalNameAddressScreenProps = {
  /**
   * 'both' (default), or the name, the address and the date of birth (MM/DD/YYYY,
   * autocomplete bday) on pages of their own.
   */
  part?: LegalNameAddressPart;
  /** Asks for an optional referral code under the name. */
  askReferralCode?: boolean;
  /**
   * The live check of the referral code as typed ('Checking your code…', 'Code accepted...'), or
   * the service's refusal in its words.
   */
  referralCodeStatus?: Sentence<PromoCodeStatusId>;
  values: LegalNameAddressValues;
  onValuesChange: (values: LegalNameAddressValues) => void;
  /** Toggle growthRegistrationFlowFields (default off): also asks for gender. */
  growthRegistrationFlowFields?: boolean;
  /** Toggle preferNotToSay (default off): gender may be answered "Prefer not to say". */
  preferNotToSay?: boolean;
  /** E.g. the P.O. box refusal on addressLine1, or the year of birth's limit with the year. */
  fieldErrors?: Partial<Record<LegalNameAddressField, Sentence>>;
  /** The states and territories to pick from (the page asks the address): code and name. */
  stateOptions?: ReadonlyArray<{ value: string; label: string }>;
} & QuestionFrameProps;

const GENDERS = [
  { value: 'female', title: 'legal.female' },
  { value: 'male', title: 'legal.male' },
  { value: 'prefer_not_to_say', title: 'legal.preferNotToSay' },
] as const satisfies readonly { value: Gender; title: LegalMessageId }[];

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 5);

/** Legal name and home address (set_legal_first_name, set_legal_address): where cards go. */
export function LegalNameAddressScreen({
  part = 'both',
  askReferralCode = false,
  referralCodeStatus,
  values,
  onValuesChange,
  growthRegistrationFlowFields = false,
  preferNotToSay = false,
  fieldErrors: sentences = {},
  stateOptions = [],
  ...frame
}: LegalNameAddressScreenProps) {
  const ids = LEGAL_FIELD_IDS;
  const sentence = useSentence(DATE_OF_BIRTH_CHECKS_EN, PROMO_CODE_EN, NAME_CHECKS_EN);
  const { locale } = usePageLanguage();
  const fieldErrors: Partial<Record<LegalNameAddressField, string>> = Object.fromEntries(
    Object.entries(sentences).map(([field, error]) => [field, sentence(error)]),
  );
  const set = (field: LegalNameAddressField, value: string) =>
    onValuesChange({ ...values, [field]: value });
  const text = (field: Exclude<LegalNameAddressField, 'gender'>) => ({
    id: ids[field],
    value: values[field] ?? '',
    error: fieldErrors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  const showDob = part === 'dateOfBirth';
  const showName = part === 'both' || part === 'name';
  const showAddress = part === 'both' || part === 'address';
  const order = (Object.keys(ids) as LegalNameAddressField[]).filter((field) => {
    if (field === 'gender') return growthRegistrationFlowFields && showName;
    if (field === 'dob') return showDob;
    if (field === 'referralCode') return askReferralCode && showName;
    return NAME_FIELDS.includes(field) ? showName : showAddress;
  });
  const say = useText(LEGAL_EN);
  const { heading, lead } = HEADINGS[part];
  return (
    <QuestionPage
      heading={say(heading)}
      lead={say(lead)}
      // The date's page asks one thing: its heading is the field's label (read once).
      labelFor={showDob ? ids.dob : undefined}
      fieldErrors={Object.fromEntries(order.map((field) => [ids[field], fieldErrors[field]]))}
      {...frame}
    >
      <div className="flex flex-col gap-2">
        {showName ? (
          <>
            <TextField
              label={say('legal.firstName')}
              autoComplete="given-name"
              {...text('firstName')}
            />
            <TextField
              label={say('legal.lastName')}
              autoComplete="family-name"
              {...text('lastName')}
            />
          </>
        ) : null}
        {growthRegistrationFlowFields && showName ? (
          <RadioCards
            id={ids.gender}
            legend={say('legal.gender')}
            options={GENDERS.filter((g) => preferNotToSay || g.value !== 'prefer_not_to_say').map(
              (g) => ({ value: g.value, title: say(g.title) }),
            )}
            value={values.gender}
            onValueChange={(value) => set('gender', value)}
            error={fieldErrors.gender}
          />
        ) : null}
        {askReferralCode && showName ? (
          <TextField
            label={say('legal.referralCode')}
            optional
            hint={say('legal.referralCodeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...text('referralCode')}
          />
        ) : null}
        {askReferralCode && showName ? (
          // Announced politely as the check answers, without moving focus from the field.
          <p
            id={`${ids.referralCode}-status`}
            role="status"
            className="-mt-1 min-h-6 text-base text-ink-700"
          >
            {/* A reward in dollars is printed as money in the page's language. */}
            {sentence(inDollars(referralCodeStatus, locale))}
          </p>
        ) : null}
        {showDob ? (
          <TextField
            hint={say('legal.dobHint')}
            autoComplete="bday"
            inputMode="numeric"
            spellCheck={false}
            {...text('dob')}
            onChange={(event) => set('dob', formatDob(event.target.value))}
          />
        ) : null}
        {showAddress ? (
          // A section heading sits further from the field above than that field's error from
          // its own box: a message above reads as its own field's, not as the address's.
          <fieldset className="mt-6 flex flex-col gap-2">
            <legend className="mb-3 text-lg font-bold text-ink-900">
              {say('legal.homeAddress')}
            </legend>
            <TextField
              label={say('legal.street')}
              hint={say('legal.streetHint')}
              autoComplete="address-line1"
              {...text('addressLine1')}
            />
            <TextField
              label={say('legal.unit')}
              optional
              autoComplete="address-line2"
              {...text('addressLine2')}
            />
            <TextField label={say('legal.city')} autoComplete="address-level2" {...text('city')} />
            <div className="grid grid-cols-2 gap-4">
              <SelectField
                id={ids.state}
                label={say('legal.state')}
                placeholder={say('legal.statePlaceholder')}
                autoComplete="address-level1"
                options={stateOptions}
                value={values.state}
                error={fieldErrors.state}
                onChange={(event) => set('state', event.target.value)}
              />
              <TextField
                label={say('legal.zip')}
                autoComplete="postal-code"
                inputMode="numeric"
                {...text('zip')}
                onChange={(event) => set('zip', digitsOnly(event.target.value))}
              />
            </div>
          </fieldset>
        ) : null}
      </div>
    </QuestionPage>
  );
}
