/**
 * The domain's names that the screens (design-system), the flow core and the server all use:
 * plain values and types, importing nothing.
 */

/** Tier names of spec section 1; the default plan is standard (section 9). */
export const PLAN_TIERS = ['infinity', 'max', 'invest', 'standard', 'select'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Whether a name from outside (a link, a request) is one of the plans. */
export const isPlanTier = (name: string): name is PlanTier =>
  (PLAN_TIERS as readonly string[]).includes(name);

/**
 * The premium tiers: they earn section 9's max reward rate, and the sandbox starts their
 * mobile protection with the plan.
 */
const PREMIUM_TIERS = ['max', 'infinity'] as const satisfies readonly PlanTier[];

export const isPremiumTier = (tier: string): boolean =>
  (PREMIUM_TIERS as readonly string[]).includes(tier);

/** Roles of spec section 6. */
export const ROLES = ['parent', 'child', 'approver'] as const;
export type Role = (typeof ROLES)[number];

/** Section 3's layoutType: the website, or compact inside the native apps. */
/** The website's layout, and the native apps' (their webview draws its own bars). */
export const LAYOUT_TYPES = ['default', 'compact'] as const;

export type LayoutType = (typeof LAYOUT_TYPES)[number];

/**
 * The completion page's steps of spec section 2 (complete_placeholder, the third, has its own
 * page: flows/rules/teen-placeholder).
 */
export const COMPLETION_STEPS = ['complete', 'complete_child'] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

/**
 * The payment options of spec section 3 that are a way to pay of their own (3ds is a check on
 * the debit card: the challengeRequested3dsEnabled toggle).
 */
export type PaymentOption = 'applePay' | 'googlePay' | 'paypal' | 'venmo';

/**
 * The ways a parent can fund the family account that the web flow offers (spec sections 1 and
 * 3): the instant bank link, a bank account typed by hand, a debit card, and the payment
 * options taken through the card provider.
 */
export type FundingMethod = 'instant' | 'manual' | 'debit' | PaymentOption;

/** The credit waitlist's choice: join (creditAccepted true) or decline (false). */
export type CreditWaitlistChoice = 'join' | 'decline';
