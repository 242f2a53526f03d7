import * as React from 'react';
import {
  AMOUNT_LIMITS_EN,
  type AmountLimitId,
} from '../../../vocabulary/messages/amount-limits.en';
import { INITIAL_FUNDING_EN } from '../../../vocabulary/messages/initial-funding.en';
import type { MessageRef, Sentence } from '../../../vocabulary/messages/sentence';
import { useFormat, useSentence } from '../../lib/format';
import { formatUsd, inDollars } from '../../lib/money';
import { type TextId, usePageLanguage, useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const AMOUNT_FIELD_ID = 'initial-funding-amount';

/** Where the money comes from: a kind of account, a bank by its name where it is known. */
export type FundingSource = {
  kind: 'bank' | 'debit' | 'applePay' | 'googlePay' | 'paypal' | 'venmo';
  bankName?: string;
};

const SOURCES: Record<FundingSource['kind'], TextId<typeof INITIAL_FUNDING_EN>> = {
  bank: 'initialFunding.fromBank',
  debit: 'initialFunding.fromDebit',
  applePay: 'initialFunding.fromApplePay',
  googlePay: 'initialFunding.fromGooglePay',
  paypal: 'initialFunding.fromPaypal',
  venmo: 'initialFunding.fromVenmo',
};

export type InitialFundingScreenProps = {
  /** Exactly as typed, e.g. "50", "$1,000" or "25.50": the field never rewrites it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The amount's check: words, or a limit it passed (amount-limits) with the limit in dollars. */
  error?: Sentence;
  /** The limits, shown before anyone reaches them ("From $20 to $10,000"), in dollars. */
  limitsHint: MessageRef<AmountLimitId>;
  /** Toggle minimumWalletLoad (default off): the wallet minimum in dollars, said up front. */
  walletMinimum?: number;
  /**
   * Toggle parentFundWalletDesign (default off): suggested amounts as cards (value as it is
   * sent, dollars shown as money), then "Other amount".
   */
  suggestions?: ReadonlyArray<{ value: string; dollars: number }>;
  /** Where the money comes from, e.g. a debit card. */
  fundingSource?: FundingSource;
} & QuestionFrameProps;

/** Initial funding (set_initial_funding_amount): the first money into the family account. */
export function InitialFundingScreen({
  amount,
  onAmountChange,
  error,
  limitsHint,
  walletMinimum,
  suggestions,
  fundingSource,
  ...frame
}: InitialFundingScreenProps) {
  const say = useText(INITIAL_FUNDING_EN);
  const format = useFormat(INITIAL_FUNDING_EN);
  const { locale } = usePageLanguage();
  const money = (dollars: number) => formatUsd(dollars, 'auto', locale);
  const sentence = useSentence(AMOUNT_LIMITS_EN);
  // The limits' values are dollars: each is printed as money in the page's language.
  const errorText = sentence(inDollars(error, locale));
  const [otherChosen, setOtherChosen] = React.useState(false);
  const values = suggestions?.map((suggestion) => suggestion.value) ?? [];
  const isOther = otherChosen || (amount !== '' && !values.includes(amount));
  const picked = isOther ? 'other' : amount === '' ? null : amount;
  const showAmountField = !suggestions || picked === 'other';
  const source = fundingSource
    ? fundingSource.bankName
      ? format('initialFunding.fromNamedBank', { bank: fundingSource.bankName })
      : say(SOURCES[fundingSource.kind])
    : undefined;
  return (
    <QuestionPage
      heading={say(suggestions ? 'initialFunding.walletHeading' : 'initialFunding.heading')}
      // Without suggestions the page asks one question: its heading labels the amount field.
      labelFor={suggestions ? undefined : AMOUNT_FIELD_ID}
      lead={source ? format('initialFunding.leadFrom', { source }) : say('initialFunding.lead')}
      fieldErrors={{
        [showAmountField ? AMOUNT_FIELD_ID : `${AMOUNT_FIELD_ID}-choice`]: errorText,
      }}
      {...frame}
      continueLabel={say('initialFunding.continue')}
    >
      {walletMinimum !== undefined ? (
        <Alert
          tone="info"
          title={format('initialFunding.walletMinimumTitle', { minimum: money(walletMinimum) })}
        >
          {format('initialFunding.walletMinimum', { minimum: money(walletMinimum) })}
        </Alert>
      ) : null}
      {suggestions ? (
        <RadioCards
          id={`${AMOUNT_FIELD_ID}-choice`}
          legend={say('initialFunding.amount')}
          legendHidden
          options={[
            ...suggestions.map(({ value, dollars }) => ({ value, title: money(dollars) })),
            { value: 'other', title: say('initialFunding.other') },
          ]}
          value={picked}
          onValueChange={(value) => {
            setOtherChosen(value === 'other');
            onAmountChange(value === 'other' ? '' : value);
          }}
          error={showAmountField ? undefined : errorText}
        />
      ) : null}
      {showAmountField ? (
        <TextField
          id={AMOUNT_FIELD_ID}
          label={suggestions ? say('initialFunding.amountInDollars') : undefined}
          hint={sentence(inDollars(limitsHint, locale))}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={amount}
          onChange={(event) => onAmountChange(event.target.value)}
          error={errorText}
        />
      ) : null}
    </QuestionPage>
  );
}
