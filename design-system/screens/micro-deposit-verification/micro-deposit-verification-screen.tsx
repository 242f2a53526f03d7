import { MICRO_DEPOSIT_EN } from '../../../vocabulary/messages/micro-deposit.en';
import { useFormat } from '../../lib/format';
import { useText, useWords } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type MicroDepositValues = { amount1: string; amount2: string };
export type MicroDepositField = keyof MicroDepositValues;

/** Stable ids: the error summary links to them. */
const MICRO_DEPOSIT_FIELD_IDS: Record<MicroDepositField, string> = {
  amount1: 'micro-amount-1',
  amount2: 'micro-amount-2',
};

export type MicroDepositVerificationScreenProps = {
  values: MicroDepositValues;
  onValuesChange: (values: MicroDepositValues) => void;
  /** A bank account gets two deposits; a challenged debit card gets two small charges. */
  kind: 'bank' | 'card';
  /** The bank the deposits went to, where it is known (e.g. "Harbor Sandbox Bank"). */
  bankName?: string;
  onVerify: () => void;
  /** Skip for now: needsVerification stays set and skippedVerification is recorded. */
  onLater: () => void;
  fieldErrors?: Partial<Record<MicroDepositField, string>>;
  /** ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS: no more tries on this account. */
  maxAttemptsReached: boolean;
  /** The server's text for it. */
  maxAttemptsMessage?: string;
  /** The way on after too many tries. */
  onChooseAnotherAccount: () => void;
  // onVerify is this step's Continue; formError: e.g. the server's "those amounts do not match"
  // with the tries left.
} & Omit<QuestionFrameProps, 'onContinue'>;

/** Keeps what can be a small dollar amount: digits and one point, two decimals at most. */
/** @internal */
export function cleanAmount(input: string): string {
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  const dollars = whole.slice(0, 2);
  return rest.length === 0 ? dollars : `${dollars}.${rest.join('').slice(0, 2)}`;
}

/** Step "verify debit card" / verify_funding: the two small amounts, now or later. */
export function MicroDepositVerificationScreen({
  values,
  onValuesChange,
  kind,
  bankName,
  onVerify,
  onLater,
  fieldErrors = {},
  maxAttemptsReached,
  maxAttemptsMessage,
  onChooseAnotherAccount,
  ...frame
}: MicroDepositVerificationScreenProps) {
  const ids = MICRO_DEPOSIT_FIELD_IDS;
  const say = useText(MICRO_DEPOSIT_EN);
  const format = useFormat(MICRO_DEPOSIT_EN);
  const words = useWords();
  if (maxAttemptsReached) {
    return (
      <QuestionPage
        heading={say('microDeposit.blockedHeading')}
        onBack={frame.onBack}
        onContinue={onChooseAnotherAccount}
        continueLabel={say('microDeposit.continueWithout')}
      >
        <Alert tone="error">{maxAttemptsMessage ? words(maxAttemptsMessage) : null}</Alert>
      </QuestionPage>
    );
  }
  const set = (field: MicroDepositField, value: string) =>
    onValuesChange({ ...values, [field]: cleanAmount(value) });
  const lead =
    kind === 'card'
      ? say('microDeposit.leadCard')
      : bankName
        ? format('microDeposit.leadBank', { bank: bankName })
        : say('microDeposit.leadUnnamedBank');
  return (
    <QuestionPage
      heading={say(kind === 'bank' ? 'microDeposit.headingBank' : 'microDeposit.headingCard')}
      lead={lead}
      fieldErrors={{ [ids.amount1]: fieldErrors.amount1, [ids.amount2]: fieldErrors.amount2 }}
      {...frame}
      onContinue={onVerify}
      continueLabel={say('microDeposit.verify')}
      secondaryActions={
        <Button variant="link" onClick={onLater}>
          {say('microDeposit.later')}
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={ids.amount1}
          label={say('microDeposit.amount1')}
          hint={format('microDeposit.amountHint', { amount: 0.32 })}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount1}
          onChange={(event) => set('amount1', event.target.value)}
          error={fieldErrors.amount1}
        />
        <TextField
          id={ids.amount2}
          label={say('microDeposit.amount2')}
          hint={format('microDeposit.amountHint', { amount: 0.45 })}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount2}
          onChange={(event) => set('amount2', event.target.value)}
          error={fieldErrors.amount2}
        />
      </div>
    </QuestionPage>
  );
}
