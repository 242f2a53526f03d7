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

export const initialUserState = (): UserState => ({
  phoneNumber: null,
  tempPhoneNumber: null,
  role: null,
  urlRole: null,
  dob: null,
  deviceToken: null,
  preregisteredUser: null,
  registeredUser: null,
  nextRegStep: null,
  firstName: null,
  bankName: null,
  funding: null,
  fundingAccounts: [],
  initialLoadAmount: null,
  currentPlan: null,
  preRegPlanSelection: null,
  failureReason: null,
  hasExceededMaxVerificationAttempts: false,
  emailCorrection: null,
  referralRewardValue: null,
  isParentInvitedByChild: false,
  isChildInvitedByParent: false,
  advocateIsTeen: false,
  userIsTeen: false,
});

export const userState = proxy<UserState>(initialUserState());

export function resetUserState(): void {
  Object.assign(userState, structuredClone(initialUserState()));
}

export function applyUserChanges(changes: Partial<UserState>): void {
  Object.assign(userState, changes);
}
