import { CREDIT_WAITLIST_FLOW_IDS } from '../../../flows/rules/constants';
import type { QuestionName } from '../../../vocabulary/question-names';
import type { Role } from '../../db/schema';
import type { FlowDefinition, Question, QuestionGroup } from './types';

const q = (name: QuestionName, kind: Question['kind'], optional = false): Question =>
  optional ? { name, kind, optional } : { name, kind };
const group = (groupId: string, ...questions: Question[]): QuestionGroup => ({
  groupId,
  questions,
});

// Groups shared by the parent flows; names of spec section 3 where it gives them.
const account = [
  group('account_email', q('set_user_email', 'email')),
  group('account_password', q('set_user_password_and_confirm', 'password_and_confirm')),
];
const legalName = group(
  'legal_name',
  q('set_legal_first_name', 'name'),
  q('set_legal_last_name', 'name'),
  q('set_partner_source', 'text', true),
  q('set_referral_code', 'text', true),
);
const aboutYou = group(
  'about_you',
  q('set_date_of_birth', 'date_of_birth'),
  q('set_legal_address', 'address'),
);
const plan = group('plan', q('set_plan', 'plan'));
const children = group('children', q('add_child_info', 'child'));
const identity = group('identity', q('verify_identity', 'identity'));
const funding = group('funding', q('set_funding_account', 'funding_account'));
const initialFunding = group('initial_funding', q('set_initial_funding_amount', 'amount'));
const complete = group('complete', q('complete', 'complete'));
const creditWaitlist = group('credit_waitlist', q('set_credit_waitlist', 'choice', true));

function flow(flowId: string, role: Role, groups: QuestionGroup[]): FlowDefinition {
  return { flowId, role, groups };
}

/**
 * Every flow the sandbox serves. parent_flow_6 and parent_flow_11 are the credit-waitlist
 * flows of spec section 6; 16 and 17 are listed there without detail: here 16 asks for the plan
 * after funding and 17 adds children last (docs/decisions/024).
 */
export const FLOWS: Record<string, FlowDefinition> = Object.fromEntries(
  [
    flow('parent_flow_1', 'parent', [
      ...account,
      legalName,
      aboutYou,
      plan,
      children,
      identity,
      funding,
      initialFunding,
      complete,
    ]),
    flow('parent_flow_6', 'parent', [
      ...account,
      legalName,
      aboutYou,
      plan,
      creditWaitlist,
      children,
      identity,
      funding,
      initialFunding,
      complete,
    ]),
    flow('parent_flow_11', 'parent', [
      ...account,
      legalName,
      aboutYou,
      creditWaitlist,
      plan,
      children,
      identity,
      funding,
      initialFunding,
      complete,
    ]),
    flow('parent_flow_16', 'parent', [
      ...account,
      legalName,
      aboutYou,
      children,
      identity,
      funding,
      initialFunding,
      plan,
      complete,
    ]),
    flow('parent_flow_17', 'parent', [
      ...account,
      legalName,
      aboutYou,
      plan,
      identity,
      funding,
      initialFunding,
      children,
      complete,
    ]),
    flow('child_flow_1', 'child', [
      group('account_password', q('set_user_password_and_confirm', 'password_and_confirm')),
      group('legal_name', q('set_legal_first_name', 'name'), q('set_legal_last_name', 'name')),
      complete,
    ]),
    // The date of birth came with initialise, before the code: under 13 nothing starts (COPPA;
    // server/sandbox/services/registration.ts). The parent named then is invited last, in
    // the teen's name.
    flow('child_first_flow_1', 'child', [
      ...account,
      group('legal_name', q('set_legal_first_name', 'name'), q('set_legal_last_name', 'name')),
      group('invite_parent', q('invite_parent', 'phone')),
      complete,
    ]),
    flow('approver_flow_1', 'approver', [
      group('account_password', q('set_user_password_and_confirm', 'password_and_confirm')),
      group('legal_name', q('set_legal_first_name', 'name'), q('set_legal_last_name', 'name')),
      complete,
    ]),
  ].map((definition) => [definition.flowId, definition]),
);

/** A teen signing up without an invitation (spec section 4: child-first flow). */
export const CHILD_FIRST_FLOW = 'child_first_flow_1';

export const DEFAULT_FLOW: Record<Role, string> = {
  parent: 'parent_flow_1',
  child: 'child_flow_1',
  approver: 'approver_flow_1',
};

/** Flows whose parents see the credit waitlist (spec section 6). */
export const CREDIT_WAITLIST_FLOWS: readonly string[] = CREDIT_WAITLIST_FLOW_IDS;
