import * as React from 'react';
import { useSnapshot } from 'valtio';
import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import type { PlanTier as ScreenTier } from '../../../design-system/screens/plan-picker/plan-prices';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import {
  DEFAULT_PLAN,
  isPlanTier,
  MONTHLY_PLAN_PRICE,
  PLAN_FEE,
  REWARD_RATE,
} from '../../rules/prices';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { useGroup } from './use-group';

/** set_plan: the family's plan at section 9's prices for the toggles in force. */
export default function PlanGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, submit } = useGroup();
  const { toggles } = useSnapshot(togglesState);
  const question = questions[0]?.name ?? 'set_plan';
  const prefilled = (registration.prefilledAnswers.setPlan as { pricingPlanName?: string })
    ?.pricingPlanName;
  const before = prefilled ?? registration.shortcutPlan ?? userState.preRegPlanSelection;
  const [value, setValue] = React.useState<ScreenTier | null>(
    before && isPlanTier(before) ? before : null,
  );
  const core = toggles.enableCorePriceChange;
  const choose = (pricingPlanName: string) =>
    void submit({ [answerKey(question)]: { pricingPlanName } });
  return (
    <PlanPickerScreen
      monthlyPrices={core ? MONTHLY_PLAN_PRICE.enableCorePriceChange : MONTHLY_PLAN_PRICE.default}
      planFees={core ? PLAN_FEE.enableCorePriceChange : PLAN_FEE.default}
      rewardRates={toggles.enableGSRChange ? REWARD_RATE.enableGSRChange : REWARD_RATE.default}
      value={value}
      onValueChange={setValue}
      onContinue={choose}
      defaultMax={toggles.defaultMax}
      defaultInfinity={toggles.defaultInfinity}
      corePlanCopy={toggles.corePlanCopy}
      acquisitionSetPlanMaybeLater={toggles.acquisitionSetPlanMaybeLater}
      // Skipping keeps the default plan: the question still needs an answer to go on.
      onMaybeLater={() => choose(DEFAULT_PLAN)}
      onDeclinePerks={() => choose(DEFAULT_PLAN)}
      progress={progress}
      loading={loading}
      formError={error}
    />
  );
}
