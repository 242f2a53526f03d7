import type { FundingMethod } from '../../../vocabulary/domain';
import { FUNDING_CHOICE_EN } from '../../../vocabulary/messages/funding-choice.en';
import { useFormat } from '../../lib/format';
import { type TextId, useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { RadioCards } from '../../primitives/radio-cards';
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
  /**
   * The provider's button slot is on the page (React calls it as the slot is drawn): the
   * provider draws its button into it, and what it returns takes the button away with it.
   */
  onProviderButtonSlot?: (slot: HTMLDivElement | null) => () => void;
} & QuestionFrameProps;

// How fast each is goes in the description: the card's aside sits beside the title and is
// meant for short values such as a price. A brand names its way to pay in every language.
type OptionText = TextId<typeof FUNDING_CHOICE_EN>;
const OPTIONS: Record<
  FundingMethod,
  { title: OptionText | { brand: string }; description: OptionText }
> = {
  instant: { title: 'fundingChoice.instant', description: 'fundingChoice.instantDescription' },
  manual: { title: 'fundingChoice.manual', description: 'fundingChoice.manualDescription' },
  debit: { title: 'fundingChoice.debit', description: 'fundingChoice.debitDescription' },
  applePay: { title: { brand: 'Apple Pay' }, description: 'fundingChoice.applePayDescription' },
  googlePay: { title: { brand: 'Google Pay' }, description: 'fundingChoice.googlePayDescription' },
  paypal: { title: { brand: 'PayPal' }, description: 'fundingChoice.paypalDescription' },
  venmo: { title: { brand: 'Venmo' }, description: 'fundingChoice.venmoDescription' },
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
  onProviderButtonSlot,
}: FundingSelectorScreenProps) {
  const say = useText(FUNDING_CHOICE_EN);
  const format = useFormat(FUNDING_CHOICE_EN);
  const titleOf = (method: FundingMethod) => {
    const { title } = OPTIONS[method];
    return typeof title === 'string' ? say(title) : title.brand;
  };
  const noneOffered = methods.length === 0;
  return (
    // The slot names this page to the stylesheet: in the native apps its Continue sticks to
    // the screen's foot (design-system/styles.css).
    <div data-slot="funding-selector" className="contents">
      <QuestionPage
        heading={say('fundingChoice.heading')}
        // The heading is the question: it names the choices (no legend saying it again).
        headingId={`${FUNDING_METHOD_FIELD_ID}-heading`}
        lead={say('fundingChoice.lead')}
        fieldErrors={{ [FUNDING_METHOD_FIELD_ID]: error }}
        formError={formError}
        onBack={onBack}
        onContinue={noneOffered || providerButton ? undefined : onContinue}
        loading={loading}
      >
        {noneOffered ? (
          <Alert tone="warning" title={say('fundingChoice.noneTitle')}>
            {say('fundingChoice.none')}
          </Alert>
        ) : (
          <RadioCards
            id={FUNDING_METHOD_FIELD_ID}
            labelledBy={`${FUNDING_METHOD_FIELD_ID}-heading`}
            options={methods.map((method) => ({
              value: method,
              title: titleOf(method),
              description: say(OPTIONS[method].description),
              mark: FUNDING_MARKS[method],
              ...(method === recommended ? { badge: say('fundingChoice.recommended') } : {}),
            }))}
            value={value}
            onValueChange={(next) => onValueChange(next as FundingMethod)}
            error={error}
          />
        )}
        {providerButton && value ? (
          <div data-slot="provider-button" className="flex flex-col gap-3">
            <p className="text-base text-ink-700">
              {format('fundingChoice.providerButton', { name: titleOf(value) })}
            </p>
            {/* Filled by the provider's script; its height is kept so nothing jumps as it draws. */}
            <div id={PROVIDER_BUTTON_ID} ref={onProviderButtonSlot} className="min-h-12" />
          </div>
        ) : null}
      </QuestionPage>
    </div>
  );
}
