import * as z from 'zod/mini';
import { nullableText, role } from './fields';

/**
 * Entities of spec section 3 as they come back on the wire (after toCamel). Response schemas
 * are tolerant: a missing field is optional or nullable, unknown keys are dropped, so a newer
 * upstream never breaks an older client.
 */
const userShape = {
  id: z.string(),
  familyUid: nullableText,
  role: z.optional(z.nullable(z.string())),
  email: nullableText,
  phoneNumber: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  gender: nullableText,
  dob: nullableText,
  city: nullableText,
  state: nullableText,
  zip: nullableText,
  country: nullableText,
  nextRegisterStep: nullableText,
  walletId: nullableText,
};
const childUser = z.object(userShape);
export const user = z.object({ ...userShape, children: z.optional(z.array(childUser)) });
export type User = z.infer<typeof user>;

/** The pre-registered user of an invitation or a confirmed code: role and nextRegisterStep. */
export const preregisteredUser = z.object({
  ...userShape,
  role: z.optional(z.nullable(role)),
  nextRegisterStep: nullableText,
});
export type PreregisteredUser = z.infer<typeof preregisteredUser>;

/** Spec section 3: errors and unresolvedErrors carry action, code, message, errorMessage. */
const flowError = z.object({
  id: z.optional(z.string()),
  action: z.optional(z.string()),
  code: z.string(),
  message: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
});
export type FlowError = z.infer<typeof flowError>;

const question = z.object({
  name: z.string(),
  kind: z.optional(z.string()),
  optional: z.optional(z.boolean()),
  prompt: z.optional(z.string()),
  choices: z.optional(z.array(z.string())),
});
export type Question = z.infer<typeof question>;

/** Spec section 3: the extras action values. */
const EXTRA_ACTIONS = [
  'create_user',
  'set_plaid_bank_account',
  'set_manual_bank_account',
  'set_instant_funding_account',
  'set_plan',
  'add_child',
  'verify_identity',
] as const;
export type ExtraAction = (typeof EXTRA_ACTIONS)[number];

/**
 * Extras carry action-specific data (create_user: user and token; set_instant_funding_account:
 * needsVerify and funding.type apple_pay_card | android_pay_card). Kept loose: the action
 * names what to read.
 */
const extra = z.looseObject({
  action: z.string(),
  user: z.optional(user),
  token: z.optional(z.string()),
  needsVerify: z.optional(z.boolean()),
  funding: z.optional(z.looseObject({ type: z.optional(z.string()) })),
});
export type Extra = z.infer<typeof extra>;

/**
 * Spec section 3, "Pricing plan record": every field a nullable string.
 * @internal
 */
export const pricingPlanRecord = z.object({
  current: nullableText,
  effectiveAt: nullableText,
  pending: nullableText,
  pendingPlanChangeProcessingDate: nullableText,
  nextBillingDate: nullableText,
  mobileProtectionStartDate: nullableText,
});
export type PricingPlanRecord = z.infer<typeof pricingPlanRecord>;

export const fundingAccount = z.looseObject({
  id: z.string(),
  type: z.string(),
  status: z.optional(z.string()),
});
export type FundingAccount = z.infer<typeof fundingAccount>;

/** Spec section 3, "Answer response": every field. */
export const answerResponse = z.object({
  nextQuestions: z._default(z.array(question), []),
  flowId: nullableText,
  groupId: nullableText,
  totalGroupsInFlow: z.optional(z.nullable(z.number())),
  errors: z._default(z.array(flowError), []),
  unresolvedErrors: z._default(z.array(flowError), []),
  extras: z._default(z.array(extra), []),
  prefilled: z._default(z.record(z.string(), z.unknown()), {}),
  needsVerification: z._default(z.boolean(), false),
  registrationToken: nullableText,
  userJWT: nullableText,
});
export type AnswerResponse = z.infer<typeof answerResponse>;
