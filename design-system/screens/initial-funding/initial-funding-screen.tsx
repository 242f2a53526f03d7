import * as React from 'react';
import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const AMOUNT_FIELD_ID = 'initial-funding-amount';

export type InitialFundingScreenProps = {
  /** Whole dollars or dollars and cents as typed, e.g. "50" or "25.50". */
  amount: string;
  onAmountChange: (amount: string) => void;
  error?: string;
  /** The least the parent may load (wallet minimum, section 9: default 20). */
  minimumLoadAmount?: number;
  /** The minimum as shown to the parent (section 9: default 20). */
  displayMinimumAmount?: number;
  /** Toggle minimumWalletLoad (default off): explain the wallet minimum up front. */
  minimumWalletLoad?: boolean;
  /** Toggle parentFundWalletDesign (default off): suggested amounts as cards, then "Other". */
  parentFundWalletDesign?: boolean;
  /** Where the money comes from, e.g. "Visa debit card ••••4242". */
  fundingSourceLabel?: string;
} & QuestionFrameProps;

const dollars = (value: number) => (Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`);

/** Keeps digits and one point with two decimals at most. */
/** @internal */
export function cleanDollars(input: string): string {
  const [whole = '', ...rest] = input.replace(/[^\d.]/g, '').split('.');
  const body = whole.slice(0, 5);
  return rest.length === 0 ? body : `${body}.${rest.join('').slice(0, 2)}`;
}

/** Suggested loads: the minimum, then 50 and 100, each only once and never below the minimum. */
/** @internal */
export function suggestedAmounts(minimumLoadAmount: number): number[] {
  return [...new Set([minimumLoadAmount, 50, 100])].filter((v) => v >= minimumLoadAmount);
}

/** Initial funding (set_initial_funding_amount): the first money into the family account. */
export function InitialFundingScreen({
  amount,
  onAmountChange,
  error,
  minimumLoadAmount = 20,
  displayMinimumAmount = 20,
  minimumWalletLoad = false,
  parentFundWalletDesign = false,
  fundingSourceLabel,
  ...frame
}: InitialFundingScreenProps) {
  const [otherChosen, setOtherChosen] = React.useState(false);
  const minimum = dollars(displayMinimumAmount);
  const suggestions = suggestedAmounts(minimumLoadAmount).map(String);
  const isOther = otherChosen || (amount !== '' && !suggestions.includes(amount));
  const picked = isOther ? 'other' : amount === '' ? null : amount;
  const showAmountField = !parentFundWalletDesign || picked === 'other';
  return (
    <QuestionPage
      heading={
        parentFundWalletDesign ? "Fund your family's wallet" : 'How much would you like to add?'
      }
      lead={
        fundingSourceLabel
          ? `The money comes from your ${fundingSourceLabel}. You can add more at any time.`
          : 'You can add more at any time.'
      }
      fieldErrors={{
        [parentFundWalletDesign && !showAmountField
          ? `${AMOUNT_FIELD_ID}-choice`
          : AMOUNT_FIELD_ID]: error,
      }}
      {...frame}
      continueLabel="Add money"
    >
      {minimumWalletLoad ? (
        <Alert tone="info" title={`Start with at least ${minimum}`}>
          Your family's wallet needs {minimum} to get going. It's your money to spend, save or share
          with your kids.
        </Alert>
      ) : null}
      {parentFundWalletDesign ? (
        <RadioCards
          id={`${AMOUNT_FIELD_ID}-choice`}
          legend="Amount"
          legendHidden
          options={[
            ...suggestions.map((value) => ({ value, title: dollars(Number(value)) })),
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
          label="Amount in dollars"
          hint={`At least ${minimum}`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => onAmountChange(cleanDollars(event.target.value))}
          error={error}
        />
      ) : null}
    </QuestionPage>
  );
}
