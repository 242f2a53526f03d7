import type { Meta } from '@storybook/react-vite';
import { allStatesStory, stateStory } from './step-stories';

// Each Sign up step as the app renders it: pick a state in the controls, or see them all. The
// title and tags stay written here, where Storybook's indexer reads them.
const meta = {
  title: 'Steps/Sign up',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;

export const Phone = { name: 'phone', ...stateStory('phone') };
export const PhoneAllStates = { name: 'phone: all states', ...allStatesStory('phone') };
export const ConfirmRole = { name: 'confirm-role', ...stateStory('confirm-role') };
export const ConfirmRoleAllStates = {
  name: 'confirm-role: all states',
  ...allStatesStory('confirm-role'),
};
export const DateOfBirth = { name: 'date_of_birth', ...stateStory('date_of_birth') };
export const DateOfBirthAllStates = {
  name: 'date_of_birth: all states',
  ...allStatesStory('date_of_birth'),
};
export const ParentInvite = { name: 'parent_invite', ...stateStory('parent_invite') };
export const ParentInviteAllStates = {
  name: 'parent_invite: all states',
  ...allStatesStory('parent_invite'),
};
export const Validate = { name: 'validate', ...stateStory('validate') };
export const ValidateAllStates = { name: 'validate: all states', ...allStatesStory('validate') };
export const PromoCode = { name: 'promo_code', ...stateStory('promo_code') };
export const PromoCodeAllStates = {
  name: 'promo_code: all states',
  ...allStatesStory('promo_code'),
};
export const ValidateMobileAuth = {
  name: 'validate_mobile_auth',
  ...stateStory('validate_mobile_auth'),
};
export const ValidateMobileAuthAllStates = {
  name: 'validate_mobile_auth: all states',
  ...allStatesStory('validate_mobile_auth'),
};
export const EmailVerification = {
  name: 'email_verification',
  ...stateStory('email_verification'),
};
export const EmailVerificationAllStates = {
  name: 'email_verification: all states',
  ...allStatesStory('email_verification'),
};
export const SetUserEmail = { name: 'set_user_email', ...stateStory('set_user_email') };
export const SetUserEmailAllStates = {
  name: 'set_user_email: all states',
  ...allStatesStory('set_user_email'),
};
export const SetUserPasswordAndConfirm = {
  name: 'set_user_password_and_confirm',
  ...stateStory('set_user_password_and_confirm'),
};
export const SetUserPasswordAndConfirmAllStates = {
  name: 'set_user_password_and_confirm: all states',
  ...allStatesStory('set_user_password_and_confirm'),
};
export const SetLegalFirstName = {
  name: 'set_legal_first_name',
  ...stateStory('set_legal_first_name'),
};
export const SetLegalFirstNameAllStates = {
  name: 'set_legal_first_name: all states',
  ...allStatesStory('set_legal_first_name'),
};
export const SetLegalAddress = { name: 'set_legal_address', ...stateStory('set_legal_address') };
export const SetLegalAddressAllStates = {
  name: 'set_legal_address: all states',
  ...allStatesStory('set_legal_address'),
};
export const AddressCheck = { name: 'address_check', ...stateStory('address_check') };
export const AddressCheckAllStates = {
  name: 'address_check: all states',
  ...allStatesStory('address_check'),
};
export const AddressFix = { name: 'address_fix', ...stateStory('address_fix') };
export const AddressFixAllStates = {
  name: 'address_fix: all states',
  ...allStatesStory('address_fix'),
};
export const SetPlan = { name: 'set_plan', ...stateStory('set_plan') };
export const SetPlanAllStates = { name: 'set_plan: all states', ...allStatesStory('set_plan') };
export const AddChildInfo = { name: 'add_child_info', ...stateStory('add_child_info') };
export const AddChildInfoAllStates = {
  name: 'add_child_info: all states',
  ...allStatesStory('add_child_info'),
};
export const SetCreditWaitlist = {
  name: 'set_credit_waitlist',
  ...stateStory('set_credit_waitlist'),
};
export const SetCreditWaitlistAllStates = {
  name: 'set_credit_waitlist: all states',
  ...allStatesStory('set_credit_waitlist'),
};
export const SetCreditWaitlistConfirm = {
  name: 'set_credit_waitlist_confirm',
  ...stateStory('set_credit_waitlist_confirm'),
};
export const SetCreditWaitlistConfirmAllStates = {
  name: 'set_credit_waitlist_confirm: all states',
  ...allStatesStory('set_credit_waitlist_confirm'),
};
export const InviteParent = { name: 'invite_parent', ...stateStory('invite_parent') };
export const InviteParentAllStates = {
  name: 'invite_parent: all states',
  ...allStatesStory('invite_parent'),
};
export const CancelAge = { name: 'cancel_age', ...stateStory('cancel_age') };
export const CancelAgeAllStates = {
  name: 'cancel_age: all states',
  ...allStatesStory('cancel_age'),
};
export const CompletePlaceholder = {
  name: 'complete_placeholder',
  ...stateStory('complete_placeholder'),
};
export const CompletePlaceholderAllStates = {
  name: 'complete_placeholder: all states',
  ...allStatesStory('complete_placeholder'),
};
