import { proxy } from 'valtio/vanilla';
import type { Role } from '../../vocabulary/domain';
import type { NextStep } from '../rules/next-steps';
import type {
  Funding,
  FundingAccount,
  PreregisteredUser,
  PricingPlanRecord,
  RegisteredUser,
} from './entities';
import { type FieldPolicies, field, initialOf } from './field-policy';

/** User state of spec section 3, field for field. */
export type UserState = {
  phoneNumber: string | null;
  /** The number being confirmed, before it becomes phoneNumber. */
  tempPhoneNumber: string | null;
  role: Role | null;
  /** The role named in the address (or by the embedded app). */
  urlRole: Role | null;
  /** MM/DD/YYYY as typed. */
  dob: string | null;
  deviceToken: string | null;

  preregisteredUser: PreregisteredUser | null;
  registeredUser: RegisteredUser | null;

  nextRegStep: NextStep | null;
  firstName: string | null;
  bankName: string | null;
  funding: Funding | null;
  fundingAccounts: FundingAccount[];

  initialLoadAmount: number | null;
  currentPlan: PricingPlanRecord | null;
  preRegPlanSelection: string | null;

  failureReason: string | null;
  hasExceededMaxVerificationAttempts: boolean;
  emailCorrection: string | null;
  referralRewardValue: number | string | null;

  isParentInvitedByChild: boolean;
  isChildInvitedByParent: boolean;
  advocateIsTeen: boolean;
  userIsTeen: boolean;
};

/** Each field's initial value and policy (flows/model/field-policy). */
export const USER_FIELDS: FieldPolicies<UserState> = {
  phoneNumber: field(null, 'saved'),
  tempPhoneNumber: field(null, 'saved'),
  role: field(null, 'saved', 'perNumber'),
  urlRole: field(null, 'saved'),
  dob: field(null, 'saved', 'perNumber'),
  deviceToken: field(null, 'saved'),
  preregisteredUser: field(null, 'saved', 'perNumber'),
  registeredUser: field(null, 'saved', 'perNumber'),
  nextRegStep: field(null, 'saved'),
  firstName: field(null, 'saved', 'perNumber'),
  bankName: field(null, 'saved', 'perNumber'),
  funding: field(null, 'saved', 'perNumber'),
  fundingAccounts: field([], 'saved', 'perNumber'),
  initialLoadAmount: field(null, 'saved', 'perNumber'),
  currentPlan: field(null, 'saved', 'perNumber'),
  preRegPlanSelection: field(null, 'saved'),
  failureReason: field(null, 'saved', 'perNumber'),
  hasExceededMaxVerificationAttempts: field(false, 'saved', 'perNumber'),
  emailCorrection: field(null, 'perNumber'),
  referralRewardValue: field(null, 'saved'),
  isParentInvitedByChild: field(false, 'saved'),
  isChildInvitedByParent: field(false, 'saved'),
  advocateIsTeen: field(false, 'saved'),
  userIsTeen: field(false, 'saved', 'perNumber'),
};

export const initialUserState = (): UserState => initialOf(USER_FIELDS);

export const userState = proxy<UserState>(initialUserState());
