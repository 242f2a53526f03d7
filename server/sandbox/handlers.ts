import { MINIMUM_WALLET_LOAD } from '../../flows/rules/constants';
import { MAXIMUM_INITIAL_LOAD } from '../../flows/rules/funding';
import { isPlanTier } from '../../vocabulary/domain';
import { dollarsOf } from './answer-rules';
import type { QuestionHandler } from './flows/types';
import { setFundingAccount } from './funding';
import { accountHandlers } from './handlers/account';
import { type HandlerDeps, refuse, usPhone } from './handlers/common';
import { familyHandlers } from './handlers/family';
import { profileHandlers } from './handlers/profile';
import { answerKbaQuestion, verifyIdentity } from './identity';
import { planPricing, planRecord } from './plans';

/** Behaviour per question kind (or name); the flows decide the order (decision 024). */
export function createHandlers(deps: HandlerDeps): Record<string, QuestionHandler> {
  const toggles = deps.toggles ?? (async () => ({}));
  return {
    ...accountHandlers(deps),
    ...profileHandlers,
    ...familyHandlers(deps),
    identity: verifyIdentity,
    kba: answerKbaQuestion,
    funding_account: setFundingAccount(deps.verifyPublicToken, deps.vaultNonce),

    plan: async ({ trx, now, registration, value, question }) => {
      const name =
        typeof value === 'string'
          ? value
          : (value as { pricingPlanName?: unknown })?.pricingPlanName;
      if (typeof name !== 'string' || !isPlanTier(name))
        return refuse(question.name, 'ERR_INVALID_PLAN');
      if (registration.user_id) {
        await trx
          .updateTable('users')
          .set({ pricing_plan: planRecord(name, now), updated_at: now })
          .where('id', '=', registration.user_id)
          .execute();
      }
      const { price, fee } = planPricing(name, await toggles());
      return {
        keep: { pricingPlanName: name },
        extras: [{ action: 'set_plan', pricingPlanName: name, price, fee }],
      };
    },

    /** Credit waitlist flows (6 and 11): the answer is kept as the credit application. */
    set_credit_waitlist: async ({ value }) => {
      const creditAccepted =
        (value as { creditAccepted?: unknown })?.creditAccepted === true || value === true;
      return {
        keep: { creditDecision: creditAccepted ? 'waitlisted' : 'declined', creditAccepted },
      };
    },

    amount: async ({ value, question }) => {
      const amount = dollarsOf(value);
      if (amount === undefined || amount < MINIMUM_WALLET_LOAD || amount > MAXIMUM_INITIAL_LOAD) {
        return refuse(question.name, 'ERR_INVALID_AMOUNT');
      }
      return { keep: amount };
    },

    phone: async ({ value, question }) => {
      const phoneNumber = usPhone(value);
      if (!phoneNumber) return refuse(question.name, 'ERR_INVALID_PHONE');
      return { keep: phoneNumber };
    },
  };
}
