import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import {
  type MonthlyPriceTable,
  type PlanFeeTable,
  type PlanTier,
  planPriceTexts,
  preselectedPlan,
  type RewardRateTable,
} from './plan-prices';

export const PLAN_FIELD_ID = 'pricing-plan';
export const MAYBE_LATER = 'Maybe later';
export const NO_THANKS = "No thanks, I don't need the perks";

export type PlanPickerScreenProps = {
  /** The tiers offered, in order; empty when the list could not be loaded. */
  tiers?: PlanTier[];
  /** Section 9's monthly plan price table (the price over standard), as the flow has it. */
  monthlyPrices: MonthlyPriceTable;
  /** Section 9's second price table (each tier's whole monthly fee). */
  planFees: PlanFeeTable;
  /** Section 9's rate table (percent on savings). */
  rewardRates: RewardRateTable;
  /**
   * The chosen plan; null until the person picks. Until then the preselected plan shows checked
   * (standard, or the one a default toggle names; the first offered if that one is not).
   */
  value: PlanTier | null;
  onValueChange: (tier: PlanTier) => void;
  /** Called with the pricingPlanName chosen (or preselected). */
  onContinue: (pricingPlanName: PlanTier) => void;
  /** Toggles defaultMax / defaultInfinity (default off) preselect another plan than standard. */
  defaultMax?: boolean;
  defaultInfinity?: boolean;
  /** Toggle corePlanCopy (default off): the standard plan is called Core. */
  corePlanCopy?: boolean;
  /** Toggle acquisitionSetPlanMaybeLater (default off) shows 'Maybe later' calling onMaybeLater. */
  acquisitionSetPlanMaybeLater?: boolean;
  onMaybeLater?: () => void;
  /** 'No thanks, I don't need the perks': go on with standard. Shown when given. */
  onDeclinePerks?: () => void;
  /** Offered when the list of plans could not be loaded. */
  onRetry?: () => void;
  error?: string;
} & Omit<QuestionFrameProps, 'onContinue'>;

const PERKS: Record<PlanTier, (standard: string) => string> = {
  standard: () => 'Debit cards for up to 5 kids, chores, allowance and savings goals.',
  select: (standard) => `Everything in ${standard}, at a price from our partner.`,
  invest: (standard) => `Everything in ${standard}, plus investing for kids and parents.`,
  max: () => 'Everything in Invest, plus cash back, purchase protection and identity theft cover.',
  infinity: () =>
    'Everything in Max, plus family location sharing, crash detection and SOS alerts.',
};

const TITLES: Record<Exclude<PlanTier, 'standard'>, string> = {
  select: 'Select',
  invest: 'Invest',
  max: 'Max',
  infinity: 'Infinity',
};

/** Plan choice (set_plan): the family's pricing plan, with the flow's prices for each tier. */
export function PlanPickerScreen({
  tiers = ['infinity', 'max', 'invest', 'standard'],
  monthlyPrices,
  planFees,
  rewardRates,
  value,
  onValueChange,
  onContinue,
  defaultMax = false,
  defaultInfinity = false,
  corePlanCopy = false,
  acquisitionSetPlanMaybeLater = false,
  onMaybeLater,
  onDeclinePerks,
  onRetry,
  error,
  ...frame
}: PlanPickerScreenProps) {
  const standardTitle = corePlanCopy ? 'Core' : 'Standard';
  const preselected = preselectedPlan({ defaultMax, defaultInfinity });
  const chosen = value ?? (tiers.includes(preselected) ? preselected : (tiers[0] ?? null));
  const tables = { monthlyPrices, planFees, rewardRates };
  const noPlans = tiers.length === 0;
  const skips = [
    acquisitionSetPlanMaybeLater && onMaybeLater ? (
      <Button key="later" variant="link" onClick={onMaybeLater}>
        {MAYBE_LATER}
      </Button>
    ) : null,
    onDeclinePerks ? (
      <Button key="no-thanks" variant="link" onClick={onDeclinePerks}>
        {NO_THANKS}
      </Button>
    ) : null,
  ].filter(Boolean);
  return (
    <QuestionPage
      heading="Choose your family's plan"
      lead="Pick what fits your family. You can change plans anytime in the app."
      fieldErrors={{ [PLAN_FIELD_ID]: error }}
      {...frame}
      onContinue={noPlans || !chosen ? undefined : () => onContinue(chosen)}
      secondaryActions={skips.length > 0 ? skips : undefined}
    >
      {noPlans ? (
        <Alert
          tone="warning"
          title="Plans aren't showing right now"
          action={
            onRetry ? (
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            ) : undefined
          }
        >
          Check your connection and try again in a moment.
        </Alert>
      ) : (
        <RadioCards
          id={PLAN_FIELD_ID}
          legend="Plans"
          legendHidden
          value={chosen}
          onValueChange={(next) => onValueChange(next as PlanTier)}
          error={error}
          options={tiers.map((tier) => {
            const texts = planPriceTexts(tier, tables, standardTitle);
            return {
              value: tier,
              title: tier === 'standard' ? standardTitle : TITLES[tier],
              aside: texts.fee,
              description: (
                <>
                  {texts.extra ? <span className="block">{texts.extra}</span> : null}
                  <span className="block font-semibold text-brand-800">{texts.rate}</span>
                  <span className="block">{PERKS[tier](standardTitle)}</span>
                </>
              ),
            };
          })}
        />
      )}
    </QuestionPage>
  );
}
