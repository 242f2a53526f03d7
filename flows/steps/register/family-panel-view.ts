import type { FamilyPanelProps } from '../../../design-system/screens/shared/family-panel';
import { SUPPORT_PHONE } from '../../rules/contact';
import { planFee } from '../../rules/prices';
import type { ViewInput } from '../../views/view-input';
import { namedPlanChosenSoFar } from '../set_plan/rule';

/**
 * The register step's side panel on a wide screen: the plan chosen so far with its fee in
 * dollars, which the panel prints as money in the page's language, and how many children the
 * server has added (its prefilled add_child_info answer keeps their ids, not their names). Only
 * a parent chooses either.
 */
export function familyPanelView(input: ViewInput): FamilyPanelProps {
  const { user, registration, toggles } = input;
  // A child a parent invited comes without a role of their own: their flow says it. Before
  // either (the role page), nobody has said who signs up: a teen has no plan to choose.
  const parent = user.role
    ? user.role === 'parent'
    : Boolean(registration.flowId) && !/^(child|approver)/.test(registration.flowId ?? '');
  const plan = namedPlanChosenSoFar(input, toggles);
  const added = registration.prefilledAnswers.addChildInfo;
  return {
    summary: parent
      ? {
          plan: plan ? { title: plan.title, fee: planFee(plan.tier, toggles) } : null,
          childrenAdded: Array.isArray(added) ? added.length : 0,
        }
      : undefined,
    supportPhone: { display: SUPPORT_PHONE.display },
  };
}
