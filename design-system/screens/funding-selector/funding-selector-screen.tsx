import type { FundingMethod } from '../../../vocabulary/domain';
import { Alert } from '../../primitives/alert';
import { type RadioCardOption, RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { FUNDING_MARKS } from './payment-marks';

const FUNDING_METHOD_FIELD_ID = 'funding-method';

/** The slot the provider draws its own pay button into (PayPal's, under Braintree). */
export const PROVIDER_BUTTON_ID = 'provider-pay-button';

export type FundingSelectorScreenProps = {
  /** The methods offered, in order (none: nothing can be offered now). */
  methods: readonly FundingMethod[];
  /** The method the toggles lead with, tagged Recommended (none: no tag). */
  recommended?: FundingMethod | null;
  value: FundingMethod | null;
  onValueChange: (method: FundingMethod) => void;
  /** A message about the choice itself, e.g. nothing picked. */
  error?: string;
  /**
   * The picked option runs only from the provider's own button (PayPal's): its slot stands
   * where Continue would, and the provider draws the button into it.
   */
  providerButton?: boolean;
} & QuestionFrameProps;

// How fast each is goes in the description: the card's aside sits beside the title and is
// meant for short values such as a price.
const OPTIONS: Record<FundingMethod, Omit<RadioCardOption, 'value'>> = {
  instant: {
    title: 'Link your bank instantly',
    description: 'Log in to your bank securely and pick the account. Ready in seconds.',
  },
  manual: {
    title: 'Enter bank account details',
    description:
      'Type your routing and account numbers. We confirm them with two small deposits in 1 to 3 business days.',
  },
  debit: {
    title: 'Debit card',
    description: 'Add money right away from a Visa or Mastercard debit card.',
  },
  applePay: {
    title: 'Apple Pay',
    description: 'Use a debit card from your Apple Wallet. Ready in seconds.',
  },
  googlePay: {
    title: 'Google Pay',
    description: 'Use a debit card saved in Google Pay. Ready in seconds.',
  },
  paypal: {
    title: 'PayPal',
    description: 'Log in to PayPal and approve your family account.',
  },
  venmo: {
    title: 'Venmo',
    description: 'Approve your family account in the Venmo app.',
  },
};

/** Step set_funding_account: how the parent will add money to the family account. */
export function FundingSelectorScreen({
  methods,
  recommended = null,
  value,
  onValueChange,
  onContinue,
  onBack,
  loading = false,
  error,
  formError,
  providerButton = false,
}: FundingSelectorScreenProps) {
  const noneOffered = methods.length === 0;
  return (
    // The slot names this page to the stylesheet: in the native apps its Continue sticks to
    // the screen's foot (design-system/styles.css).
    <div data-slot="funding-selector" className="contents">
      <QuestionPage
        heading="How would you like to add money?"
        // The heading is the question: it names the choices (no legend saying it again).
        headingId={`${FUNDING_METHOD_FIELD_ID}-heading`}
        lead="Choose where your family's money will come from. You can change it later in the app."
        fieldErrors={{ [FUNDING_METHOD_FIELD_ID]: error }}
        formError={formError}
        onBack={onBack}
        onContinue={noneOffered || providerButton ? undefined : onContinue}
        loading={loading}
      >
        {noneOffered ? (
          <Alert tone="warning" title="No way to add money right now">
            Adding money isn't available at the moment. Please try again later or contact support.
          </Alert>
        ) : (
          <RadioCards
            id={FUNDING_METHOD_FIELD_ID}
            labelledBy={`${FUNDING_METHOD_FIELD_ID}-heading`}
            options={methods.map((method) => ({
              value: method,
              ...OPTIONS[method],
              mark: FUNDING_MARKS[method],
              ...(method === recommended ? { badge: 'Recommended' } : {}),
            }))}
            value={value}
            onValueChange={(next) => onValueChange(next as FundingMethod)}
            error={error}
          />
        )}
        {providerButton && value ? (
          <div data-slot="provider-button" className="flex flex-col gap-3">
            <p className="text-base text-ink-700">
              Continue with {OPTIONS[value].title}'s button below. {OPTIONS[value].title} opens in a
              new window, and you come back here once you approve.
            </p>
            {/* Filled by the provider's script; its height is kept so nothing jumps as it draws. */}
            <div id={PROVIDER_BUTTON_ID} className="min-h-12" />
          </div>
        ) : null}
      </QuestionPage>
    </div>
  );
}
