import type {
  PlanCard,
  PlanPickerScreenProps,
} from '../../../design-system/screens/plan-picker/plan-picker-screen';
import type { PlanTier } from '../../../vocabulary/domain';
import type { QuestionName } from '../../../vocabulary/question-names';
import type { StepActions } from '../../actions/step-actions';
import { OFFERED_TIERS, planPerks, planTitle, STANDARD_TITLE } from '../../rules/plan-catalogue';
import {
  DEFAULT_PLAN,
  defaultPlan,
  planFee,
  planPrice,
  rateTierOf,
  rewardRate,
} from '../../rules/prices';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { answerKey } from '../register/question-flow';
import { planChosenSoFar } from './rule';

/** The question (and form) of the plan step. */
const PLAN_QUESTION = 'set_plan' satisfies QuestionName;

type PlanDraft = { pricingPlanName: PlanTier };

export type PlanView = ViewOf<PlanPickerScreenProps>;

/** set_plan: the plans at section 9's prices for the toggles in force. */
export function planView(input: ViewInput): PlanView {
  const { toggles } = input;
  const standard = toggles.corePlanCopy ? STANDARD_TITLE.corePlanCopy : STANDARD_TITLE.default;
  const plans = OFFERED_TIERS.map((tier): PlanCard => {
    const extra = planPrice(tier, toggles);
    return {
      value: tier,
      title: planTitle(tier, toggles.corePlanCopy),
      fee: planFee(tier, toggles),
      extra: tier === 'standard' || extra === 0 ? null : { amount: extra, than: standard },
      rate: rewardRate(rateTierOf(tier), toggles),
      perks: planPerks(tier, toggles.corePlanCopy),
    };
  });
  const picked = draftOf<PlanDraft>(input, PLAN_QUESTION).pricingPlanName;
  const { fieldErrors, ...frame } = groupFrame(input, PLAN_QUESTION, {
    ERR_INVALID_PLAN: PLAN_QUESTION,
  });
  return {
    ...frame,
    plans,
    value: picked ?? planChosenSoFar(input) ?? defaultPlan(toggles),
    error: fieldErrors[PLAN_QUESTION],
    offersMaybeLater: toggles.acquisitionSetPlanMaybeLater,
  };
}

/** Each callback of the plan picker, one action each. */
export function planIntents(actions: StepActions): IntentsOf<PlanPickerScreenProps> {
  const choose = (pricingPlanName: PlanTier) =>
    actions.registration.answer(
      { [answerKey(PLAN_QUESTION)]: { pricingPlanName } },
      { form: PLAN_QUESTION },
    );
  return {
    onValueChange: (pricingPlanName: PlanTier) =>
      actions.editDraft(PLAN_QUESTION, { pricingPlanName }),
    onContinue: choose,
    // Skipping keeps the default plan: the question still needs an answer to go on.
    onMaybeLater: () => choose(DEFAULT_PLAN),
    onDeclinePerks: () => choose(DEFAULT_PLAN),
  };
}
