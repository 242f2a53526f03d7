import type { PlanTier } from '../../../vocabulary/domain';
import { PLAN_PICKER_EN, type PlanPerksId } from '../../../vocabulary/messages/plan-picker.en';
import type { MessageRef } from '../../../vocabulary/messages/sentence';
import { useFormat, useSentence } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { usePageLanguage, useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const PLAN_FIELD_ID = 'pricing-plan';

/** One plan card: its name, its numbers, and what it gives; the screen words them. */
export type PlanCard = {
  value: PlanTier;
  /** The plan's name, Harbor's in every language (Infinity, Max, Invest, Standard or Core). */
  title: string;
  /** The whole monthly fee in dollars, e.g. 9.98 ("$9.98/mo"). */
  fee: number;
  /** What it costs a month over the cheapest plan, in dollars, and that plan's name; null when nothing. */
  extra: { amount: number; than: string } | null;
  /** The savings rate in percent. */
  rate: number;
  /** What the plan gives (a plan that builds on another names it). */
  perks: MessageRef<PlanPerksId>;
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
  /** acquisitionSetPlanMaybeLater: "Maybe later" is offered (shown with its callback). */
  offersMaybeLater?: boolean;
  onMaybeLater?: () => void;
  /** "No thanks, I don't need the perks", shown with its callback. */
  onDeclinePerks?: () => void;
} & Omit<QuestionFrameProps, 'onContinue'>;

/** Plan choice (set_plan): the family's pricing plan, one card per plan. */
export function PlanPickerScreen({
  plans,
  value,
  onValueChange,
  onContinue,
  error,
  offersMaybeLater = false,
  onMaybeLater,
  onDeclinePerks,
  ...frame
}: PlanPickerScreenProps) {
  const say = useText(PLAN_PICKER_EN);
  const format = useFormat(PLAN_PICKER_EN);
  const sentence = useSentence(PLAN_PICKER_EN);
  // Prices as the page's language writes dollars; cents always, so the fees line up.
  const { locale } = usePageLanguage();
  const usd = (dollars: number) => formatUsd(dollars, 'always', locale);
  // The skips are the spec's words (section 2) with the weight of a second choice: secondary
  // buttons under Continue, not a small link that reads as a guilt line beside it.
  const skips = [
    offersMaybeLater && onMaybeLater ? (
      <Button key="later" variant="secondary" block onClick={onMaybeLater}>
        {say('planPicker.maybeLater')}
      </Button>
    ) : null,
    onDeclinePerks ? (
      <Button key="no-thanks" variant="secondary" block onClick={onDeclinePerks}>
        {say('planPicker.noPerks')}
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <QuestionPage
      heading={say('planPicker.heading')}
      headingId={`${PLAN_FIELD_ID}-heading`}
      lead={say('planPicker.lead')}
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
          aside: format('planPicker.fee', { fee: usd(plan.fee) }),
          description: (
            <>
              {plan.extra ? (
                <span className="block">
                  {format('planPicker.extra', {
                    amount: usd(plan.extra.amount),
                    plan: plan.extra.than,
                  })}
                </span>
              ) : null}
              <span className="block font-semibold text-brand-800">
                {format('planPicker.rate', { rate: plan.rate })}
              </span>
              <span className="block">{sentence(plan.perks)}</span>
            </>
          ),
        }))}
      />
    </QuestionPage>
  );
}
