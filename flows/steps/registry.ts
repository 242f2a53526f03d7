import type { Section } from '../../vocabulary/messages/sections.en';
import type { QuestionName } from '../../vocabulary/question-names';
import type { StepActions } from '../actions/step-actions';
import type { NextStep } from '../rules/next-steps';
import type { RegistrationStepName } from '../rules/registration-steps';

/**
 * What a step is, for everything that treats steps alike: the router, browser history and the
 * register step's question groups read this table and no other (docs/decisions/105).
 */
export type StepDefinition = {
  /**
   * page: a page of its own, `flows/steps/<name>/page.tsx`. group: a question group of the
   * register step, `flows/steps/<name>/group.tsx`, chosen by its first question's name; as a
   * next step it is the register step at that group. flow: the register step at whatever group
   * the server's question flow is at.
   */
  kind: 'page' | 'group' | 'flow';
  /** The same page reached under another name: this entry shows `shows`'s page or group. */
  shows?: StepName;
  /** Generated questions have no fixed names: a first question of this kind shows this group. */
  questionKind?: string;
  /**
   * oneWay: leaving it forward closes the way back (a used code, a login). fresh: a start or an
   * end, nothing before it can be returned to (docs/decisions/071).
   */
  history?: 'oneWay' | 'fresh';
  /**
   * The part of the sign-up the page belongs to, shown above its heading: always true
   * wherever the family's path goes, unlike a count of pages (docs/decisions/108). None on
   * the first page, logging in and the ends.
   */
  section?: Section;
  /**
   * What the phone check can answer (spec section 4): its page is fetched while the person
   * types the number, the rest once the browser is idle past the first screen.
   */
  early?: true;
  /**
   * What entering the page does: step actions run when its page is shown (its code loaded),
   * as a rule's effects name what the actions do next; what it returns runs when the page
   * goes. What the page does while it is shown as the state changes (a code texted once the
   * toggles have come) is an action that follows the state from here (flows/actions/follow.ts),
   * never an effect of the page. Names that show another's page share that page's.
   */
  onEnter?: (actions: StepActions) => Promise<() => void> | undefined;
  /**
   * Section 2's name for the page in analytics, where it gives one; names that show another's
   * page share that page's.
   */
  analytics?: RegistrationStepName;
};

/** A step by the spec's names: a next-step value (section 2) or a question group's first name. */
type StepName = NextStep | QuestionName;

/**
 * Every step, in flow order. A step's code is its folder (flows/steps/<name>/); the chunks are
 * found from these names, so a step is added by its folder and its line here.
 */
export const STEPS = {
  phone: { kind: 'page', history: 'fresh' },
  'confirm-role': { kind: 'page', early: true, section: 'Your account', analytics: 'choose role' },
  date_of_birth: { kind: 'page', section: 'Your account', analytics: 'date of birth' },
  parent_invite: { kind: 'page', section: 'Your family', analytics: 'invite parent' },
  // validate: the code, or under proveMobileAuth the carrier's confirmation first.
  validate: {
    kind: 'page',
    history: 'oneWay',
    early: true,
    section: 'Your account',
    analytics: 'confirm code',
    onEnter: (actions) => actions.phone.sendPinOnCodePage(),
  },
  // "confirm code" is the same code entry, reached from the server's action.
  confirm_code: { kind: 'page', shows: 'validate', history: 'oneWay' },
  promo_code: { kind: 'page', section: 'Your plan' },
  // A held registration token resumes the flow, anything else initialises it (section 4).
  register: {
    kind: 'flow',
    early: true,
    onEnter: (actions) => actions.registration.openRegisterStep(),
  },
  // "webreg" names this web registration itself: the server's question flow resumes.
  webreg: { kind: 'flow' },
  // The typo check runs while the person pauses, so Continue rarely waits for it.
  set_user_email: {
    kind: 'group',
    section: 'Your account',
    analytics: 'enter email',
    onEnter: (actions) => actions.registration.checkEmailAsTyped(),
  },
  set_user_password_and_confirm: {
    kind: 'group',
    section: 'Your account',
    analytics: 'enter password',
  },
  set_user_password: { kind: 'group', shows: 'set_user_password_and_confirm' },
  set_legal_first_name: { kind: 'group', section: 'Your account' },
  set_date_of_birth: { kind: 'group', section: 'Your account', analytics: 'date of birth' },
  set_plan: { kind: 'group', section: 'Your plan' },
  add_child_info: { kind: 'group', section: 'Your family', analytics: 'add child' },
  set_credit_waitlist: { kind: 'group', section: 'Your plan' },
  invite_parent: { kind: 'group', section: 'Your family', analytics: 'invite parent' },
  verify_identity: { kind: 'group', section: 'Identity' },
  // Knowledge-based questions come one per group, kba_1 to kba_4: one page serves them all.
  kba_1: { kind: 'group', questionKind: 'kba', section: 'Identity' },
  kba_2: { kind: 'group', shows: 'kba_1' },
  kba_3: { kind: 'group', shows: 'kba_1' },
  kba_4: { kind: 'group', shows: 'kba_1' },
  // The client token and the provider's SDK load here, not before: which wallets can work.
  set_funding_account: {
    kind: 'group',
    analytics: 'add funding account',
    section: 'Funding',
    onEnter: (actions) => void actions.funding.preparePayments(),
  },
  // Under minimumWalletLoad the server says what the minimum is (get_initial_funding).
  set_initial_funding_amount: {
    kind: 'group',
    section: 'Funding',
    analytics: 'initial funding',
    onEnter: (actions) => actions.funding.loadWalletMinimumWhileOn(),
  },
  parent_set_initial_funding: { kind: 'flow', analytics: 'initial funding' },
  parent_set_bank_account: { kind: 'flow', analytics: 'add funding account' },
  parent_confirm_order: { kind: 'flow' },
  // After a reload without the funding extras, the account awaiting its amounts is looked up.
  verify_funding: {
    kind: 'page',
    analytics: 'verify debit card',
    section: 'Funding',
    onEnter: (actions) => void actions.funding.findPendingAccount(),
  },
  widget_page: { kind: 'page' },
  // Inside the native apps the app hears of the completion as it is reached (once).
  complete: {
    kind: 'page',
    analytics: 'registration complete',
    history: 'fresh',
    onEnter: (actions) => void actions.registration.announceCompletion(),
  },
  complete_child: { kind: 'page', shows: 'complete', history: 'fresh' },
  // A teen waiting for a parent: nothing is complete, so not the completion page.
  complete_placeholder: { kind: 'page', history: 'fresh' },
  cancel_age: { kind: 'page', history: 'fresh' },
  // A stored login step without its number has nobody to log in: the phone step asks again.
  login: {
    kind: 'page',
    history: 'oneWay',
    early: true,
    onEnter: (actions) => void actions.session.requireNumberToLogIn(),
  },
  forgot_password: { kind: 'page' },
  // The emailed link is checked as the page opens.
  reset_password: {
    kind: 'page',
    history: 'oneWay',
    onEnter: (actions) => void actions.link.openResetLink(),
  },
  // Hands the person over to the new onboarding, by itself.
  next_gen_onboarding: {
    kind: 'page',
    history: 'fresh',
    early: true,
    onEnter: (actions) => void actions.session.startHandOff(),
  },
  deactivated: { kind: 'page', history: 'fresh', early: true },
  invalidated: { kind: 'page', shows: 'deactivated' },
} as const satisfies Record<NextStep, StepDefinition> &
  Partial<Record<Exclude<QuestionName, NextStep>, StepDefinition>>;

export type RegisteredStep = keyof typeof STEPS;

/** The step's definition, or undefined for a name the table does not know. */
export const stepOf = (name: string): StepDefinition | undefined =>
  (STEPS as Partial<Record<string, StepDefinition>>)[name];

/** The register step renders it: its page is the server's current question group. */
export const isRegisterStep = (name: string): boolean => {
  const kind = stepOf(name)?.kind;
  return kind === 'group' || kind === 'flow';
};

/** The folder whose page (or group) a step shows. */
export const pageOf = (name: RegisteredStep): RegisteredStep =>
  (stepOf(name)?.shows as RegisteredStep | undefined) ?? name;
