import type { PlanTier } from '../../../vocabulary/domain';
import { Button } from '../../primitives/button';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const PLAN_FIELD_ID = 'pricing-plan';

/** One plan card, every text ready to print. */
export type PlanCard = {
  value: PlanTier;
  title: string;
  /** The whole monthly fee, e.g. "$9.98/mo". */
  fee: string;
  /** What it costs over the cheapest plan; null when nothing. */
  extra: string | null;
  /** The savings rate line. */
  rate: string;
  perks: string;
};

export type PlanPickerScreenProps = {
  /** The plans offered, in order. */
  plans: readonly PlanCard[];
  /** The checked plan. */
  value: PlanTier;
  onValueChange: (tier: PlanTier) => void;
  /** Called with the checked plan. */
  onContinue: (tier: PlanTier) => void;
  /** The refusal of the plan field. */
  error?: string;
  /** A skip link's text; shown with its callback. */
  maybeLaterLabel?: string;
  onMaybeLater?: () => void;
  declinePerksLabel?: string;
  onDeclinePerks?: () => void;
} & Omit<QuestionFrameProps, 'onContinue'>;

/** Plan choice (set_plan): the family's pricing plan, one card per plan. */
export function PlanPickerScreen({
  plans,
  value,
  onValueChange,
  onContinue,
  error,
  maybeLaterLabel,
  onMaybeLater,
  declinePerksLabel,
  onDeclinePerks,
  ...frame
}: PlanPickerScreenProps) {
  // The skips are the spec's words (section 2) with the weight of a second choice: secondary
  // buttons under Continue, not a small link that reads as a guilt line beside it.
  const skips = [
    maybeLaterLabel && onMaybeLater ? (
      <Button key="later" variant="secondary" block onClick={onMaybeLater}>
        {maybeLaterLabel}
      </Button>
    ) : null,
    declinePerksLabel && onDeclinePerks ? (
      <Button key="no-thanks" variant="secondary" block onClick={onDeclinePerks}>
        {declinePerksLabel}
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <QuestionPage
      heading="Choose your family's plan"
      headingId={`${PLAN_FIELD_ID}-heading`}
      lead="Pick what fits your family. You can change plans anytime in the app."
      fieldErrors={{ [PLAN_FIELD_ID]: error }}
      {...frame}
      onContinue={() => onContinue(value)}
      secondaryActions={skips.length > 0 ? skips : undefined}
    >
      <RadioCards
        id={PLAN_FIELD_ID}
        labelledBy={`${PLAN_FIELD_ID}-heading`}
        value={value}
        onValueChange={(next) => onValueChange(next as PlanTier)}
        error={error}
        options={plans.map((plan) => ({
          value: plan.value,
          title: plan.title,
          aside: plan.fee,
          description: (
            <>
              {plan.extra ? <span className="block">{plan.extra}</span> : null}
              <span className="block font-semibold text-brand-800">{plan.rate}</span>
              <span className="block">{plan.perks}</span>
            </>
          ),
        }))}
      />
    </QuestionPage>
  );
}
