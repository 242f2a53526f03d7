import * as React from 'react';
import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const AMOUNT_FIELD_ID = 'initial-funding-amount';

export type InitialFundingScreenProps = {
  /** Exactly as typed, e.g. "50", "$1,000" or "25.50": the field never rewrites it. */
  amount: string;
  onAmountChange: (amount: string) => void;
  error?: string;
  /** The limits, shown before anyone reaches them, e.g. "From $20 to $10,000". */
  limitsHint: string;
  /** Toggle minimumWalletLoad (default off): the wallet minimum, said up front, e.g. "$25". */
  walletMinimum?: string;
  /**
   * Toggle parentFundWalletDesign (default off): suggested amounts as cards (value as it is
   * sent, label as money), then "Other amount".
   */
  suggestions?: ReadonlyArray<{ value: string; label: string }>;
  /** Where the money comes from, e.g. "debit card". */
  fundingSourceLabel?: string;
} & QuestionFrameProps;

/** Initial funding (set_initial_funding_amount): the first money into the family account. */
export function InitialFundingScreen({
  amount,
  onAmountChange,
  error,
  limitsHint,
  walletMinimum,
  suggestions,
  fundingSourceLabel,
  ...frame
}: InitialFundingScreenProps) {
  const [otherChosen, setOtherChosen] = React.useState(false);
  const values = suggestions?.map((suggestion) => suggestion.value) ?? [];
  const isOther = otherChosen || (amount !== '' && !values.includes(amount));
  const picked = isOther ? 'other' : amount === '' ? null : amount;
  const showAmountField = !suggestions || picked === 'other';
  return (
    <QuestionPage
      heading={suggestions ? "Fund your family's wallet" : 'How much would you like to add?'}
      // Without suggestions the page asks one question: its heading labels the amount field.
      labelFor={suggestions ? undefined : AMOUNT_FIELD_ID}
      lead={
        fundingSourceLabel
          ? `The money comes from your ${fundingSourceLabel}. You can add more at any time.`
          : 'You can add more at any time.'
      }
      fieldErrors={{
        [showAmountField ? AMOUNT_FIELD_ID : `${AMOUNT_FIELD_ID}-choice`]: error,
      }}
      {...frame}
      continueLabel="Add money"
    >
      {walletMinimum ? (
        <Alert tone="info" title={`Start with at least ${walletMinimum}`}>
          Your family's wallet needs {walletMinimum} to get going. It's your money to spend, save or
          share with your kids.
        </Alert>
      ) : null}
      {suggestions ? (
        <RadioCards
          id={`${AMOUNT_FIELD_ID}-choice`}
          legend="Amount"
          legendHidden
          options={[
            ...suggestions.map(({ value, label }) => ({ value, title: label })),
            { value: 'other', title: 'Other amount' },
          ]}
          value={picked}
          onValueChange={(value) => {
            setOtherChosen(value === 'other');
            onAmountChange(value === 'other' ? '' : value);
          }}
          error={showAmountField ? undefined : error}
        />
      ) : null}
      {showAmountField ? (
        <TextField
          id={AMOUNT_FIELD_ID}
          label={suggestions ? 'Amount in dollars' : undefined}
          hint={limitsHint}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={amount}
          onChange={(event) => onAmountChange(event.target.value)}
          error={error}
        />
      ) : null}
    </QuestionPage>
  );
}
