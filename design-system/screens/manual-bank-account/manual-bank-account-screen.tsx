import { MANUAL_BANK_EN } from '../../../vocabulary/messages/manual-bank.en';
import { useText } from '../../lib/text';
import { Spinner } from '../../primitives/spinner';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

type ManualBankValues = {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
};
export type ManualBankField = keyof ManualBankValues;

/** Stable ids: the error summary links to them. */
const MANUAL_BANK_FIELD_IDS: Record<ManualBankField, string> = {
  routingNumber: 'routing-number',
  accountNumber: 'account-number',
  confirmAccountNumber: 'confirm-account-number',
};

/** The bank-name lookup by routing number (GET /bank/{routingNumber}). */
export type BankLookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; bankName: string }
  | { state: 'failed'; message: string };

export type ManualBankAccountScreenProps = {
  values: ManualBankValues;
  onValuesChange: (values: ManualBankValues) => void;
  bankLookup: BankLookup;
  fieldErrors?: Partial<Record<ManualBankField, string>>;
} & QuestionFrameProps;

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Manual bank account: routing and account numbers, confirmed later by two small deposits. */
export function ManualBankAccountScreen({
  values,
  onValuesChange,
  bankLookup,
  fieldErrors = {},
  ...frame
}: ManualBankAccountScreenProps) {
  const ids = MANUAL_BANK_FIELD_IDS;
  const say = useText(MANUAL_BANK_EN);
  const set = (field: ManualBankField, value: string) =>
    onValuesChange({ ...values, [field]: value });
  // A failed lookup shows at the field only: it happens while typing, and the summary would
  // take focus and scroll (spec section 4: the bank-name lookup does not scroll).
  const routingError =
    fieldErrors.routingNumber ?? (bankLookup.state === 'failed' ? bankLookup.message : undefined);
  return (
    <QuestionPage
      heading={say('manualBank.heading')}
      lead={say('manualBank.lead')}
      fieldErrors={{
        [ids.routingNumber]: fieldErrors.routingNumber,
        [ids.accountNumber]: fieldErrors.accountNumber,
        [ids.confirmAccountNumber]: fieldErrors.confirmAccountNumber,
      }}
      {...frame}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-col">
          <TextField
            id={ids.routingNumber}
            label={say('manualBank.routingNumber')}
            hint={say('manualBank.routingNumberHint')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            value={values.routingNumber}
            onChange={(event) => set('routingNumber', digits(event.target.value, 9))}
            error={routingError}
            // The looked-up bank name is read with the field, after the hint and any error.
            aria-describedby={[
              `${ids.routingNumber}-hint`,
              routingError ? `${ids.routingNumber}-error` : null,
              `${ids.routingNumber}-bank`,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <p
            id={`${ids.routingNumber}-bank`}
            role="status"
            className="-mt-1 mb-2 flex min-h-6 items-center gap-2 text-base text-ink-900"
          >
            {bankLookup.state === 'loading' ? (
              <>
                <Spinner className="text-ink-700" />
                <span className="text-ink-700">{say('manualBank.lookingUp')}</span>
              </>
            ) : null}
            {bankLookup.state === 'found' ? (
              <>
                <span className="sr-only">{say('manualBank.bank')} </span>
                <span className="font-semibold">{bankLookup.bankName}</span>
              </>
            ) : null}
          </p>
        </div>
        <TextField
          id={ids.accountNumber}
          label={say('manualBank.accountNumber')}
          hint={say('manualBank.accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={values.accountNumber}
          onChange={(event) => set('accountNumber', digits(event.target.value, 17))}
          error={fieldErrors.accountNumber}
        />
        <TextField
          id={ids.confirmAccountNumber}
          label={say('manualBank.confirmAccountNumber')}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={values.confirmAccountNumber}
          onChange={(event) => set('confirmAccountNumber', digits(event.target.value, 17))}
          error={fieldErrors.confirmAccountNumber}
        />
      </div>
    </QuestionPage>
  );
}
