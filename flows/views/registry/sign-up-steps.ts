import { AccountScreen } from '../../../design-system/screens/account/account-screen';
import { AddChildScreen } from '../../../design-system/screens/add-child/add-child-screen';
import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import { ConfirmationCodeScreen } from '../../../design-system/screens/confirmation-code/confirmation-code-screen';
import { CreditWaitlistScreen } from '../../../design-system/screens/credit-waitlist/credit-waitlist-screen';
import { CreditWaitlistConfirmScreen } from '../../../design-system/screens/credit-waitlist-confirm/credit-waitlist-confirm-screen';
import { DateOfBirthScreen } from '../../../design-system/screens/date-of-birth/date-of-birth-screen';
import { EmailVerificationScreen } from '../../../design-system/screens/email-verification/email-verification-screen';
import { InviteParentScreen } from '../../../design-system/screens/invite-parent/invite-parent-screen';
import { AddressCheckNotice } from '../../../design-system/screens/legal-name-address/address-check-notice';
import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { MobileAuthScreen } from '../../../design-system/screens/mobile-auth/mobile-auth-screen';
import { PhoneEntryScreen } from '../../../design-system/screens/phone-entry/phone-entry-screen';
import { PlanPickerScreen } from '../../../design-system/screens/plan-picker/plan-picker-screen';
import { PromoCodeScreen } from '../../../design-system/screens/promo-code/promo-code-screen';
import { RoleChoiceScreen } from '../../../design-system/screens/role-choice/role-choice-screen';
import { TeenPlaceholderScreen } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import { childrenFixtures } from '../../steps/add_child_info/fixtures';
import { childrenIntents, childrenView } from '../../steps/add_child_info/view';
import { cancelAgeFixtures } from '../../steps/cancel_age/fixtures';
import { cancelAgeIntents, cancelAgeView } from '../../steps/cancel_age/view';
import { teenPlaceholderFixtures } from '../../steps/complete_placeholder/fixtures';
import { teenPlaceholderIntents, teenPlaceholderView } from '../../steps/complete_placeholder/view';
import { roleFixtures } from '../../steps/confirm-role/fixtures';
import { roleIntents, roleView } from '../../steps/confirm-role/view';
import { dateOfBirthFixtures } from '../../steps/date_of_birth/fixtures';
import { dateOfBirthIntents, dateOfBirthView } from '../../steps/date_of_birth/view';
import { inviteParentFixtures, parentInviteFixtures } from '../../steps/invite_parent/fixtures';
import {
  inviteParentIntents,
  inviteParentView,
  parentInviteIntents,
  parentInviteView,
} from '../../steps/invite_parent/view';
import { phoneFixtures } from '../../steps/phone/fixtures';
import { phoneIntents, phoneView } from '../../steps/phone/view';
import { promoCodeFixtures } from '../../steps/promo_code/fixtures';
import { promoCodeIntents, promoCodeView } from '../../steps/promo_code/view';
import { addressCheckFixtures } from '../../steps/register/address-check-fixtures';
import {
  addressCheckIntents,
  addressCheckView,
  addressFixIntents,
  addressFixView,
} from '../../steps/register/address-check-view';
import {
  creditWaitlistConfirmFixtures,
  creditWaitlistFixtures,
} from '../../steps/set_credit_waitlist/fixtures';
import {
  creditWaitlistConfirmIntents,
  creditWaitlistConfirmView,
  creditWaitlistIntents,
  creditWaitlistView,
} from '../../steps/set_credit_waitlist/view';
import { aboutYouFixtures } from '../../steps/set_date_of_birth/fixtures';
import { aboutYouIntents, aboutYouView } from '../../steps/set_date_of_birth/view';
import { legalNameFixtures } from '../../steps/set_legal_first_name/fixtures';
import { legalNameIntents, legalNameView } from '../../steps/set_legal_first_name/view';
import { planFixtures } from '../../steps/set_plan/fixtures';
import { planIntents, planView } from '../../steps/set_plan/view';
import { emailVerificationFixtures } from '../../steps/set_user_email/email-verification-fixtures';
import {
  emailVerificationIntents,
  emailVerificationView,
} from '../../steps/set_user_email/email-verification-view';
import { accountEmailFixtures, accountPasswordFixtures } from '../../steps/set_user_email/fixtures';
import {
  accountEmailIntents,
  accountEmailView,
  accountPasswordIntents,
  accountPasswordView,
} from '../../steps/set_user_email/view';
import { codeFixtures } from '../../steps/validate/fixtures';
import { mobileAuthFixtures } from '../../steps/validate/mobile-auth-fixtures';
import { mobileAuthIntents, mobileAuthView } from '../../steps/validate/mobile-auth-view';
import { codeIntents, codeView } from '../../steps/validate/view';
import type { StepEntry } from '../step-registry';

/** Sign up: phone to the last question before identity, in flow order. */
export const SIGN_UP_STEPS: readonly StepEntry[] = [
  // Before the register step: phone, role, code.
  {
    step: 'phone',
    section: 'Sign up',
    screenStories: 'Sign up/Phone entry',
    screen: PhoneEntryScreen,
    view: phoneView,
    intents: phoneIntents,
    fixtures: phoneFixtures,
  },
  {
    step: 'confirm-role',
    section: 'Sign up',
    screenStories: 'Sign up/Role choice',
    screen: RoleChoiceScreen,
    view: roleView,
    intents: roleIntents,
    fixtures: roleFixtures,
  },
  // A teen signing up first (kidFirstRegParentInviteV0): age, then a parent, before the code.
  {
    step: 'date_of_birth',
    section: 'Sign up',
    screenStories: 'Sign up/Date of birth',
    screen: DateOfBirthScreen,
    view: dateOfBirthView,
    intents: dateOfBirthIntents,
    fixtures: dateOfBirthFixtures,
  },
  {
    step: 'parent_invite',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    screen: InviteParentScreen,
    view: parentInviteView,
    intents: parentInviteIntents,
    fixtures: parentInviteFixtures,
  },
  // confirm_code is the same page, reached from the server's action.
  {
    step: 'validate',
    section: 'Sign up',
    screenStories: 'Sign up/Confirmation code',
    screen: ConfirmationCodeScreen,
    view: codeView,
    intents: codeIntents,
    fixtures: codeFixtures,
  },
  // Under promoCodeVerification, a parent who was not invited, before the registration starts.
  {
    step: 'promo_code',
    section: 'Sign up',
    screenStories: 'Sign up/Promo code',
    screen: PromoCodeScreen,
    view: promoCodeView,
    intents: promoCodeIntents,
    fixtures: promoCodeFixtures,
  },
  // validate under proveMobileAuth, before any code is asked for (flows/steps/mobile-auth).
  {
    step: 'validate_mobile_auth',
    section: 'Sign up',
    screenStories: 'Sign up/Mobile number authentication',
    screen: MobileAuthScreen,
    view: mobileAuthView,
    intents: mobileAuthIntents,
    fixtures: mobileAuthFixtures,
  },
  // The page the emailed verification link opens, over whatever step the tab was at.
  {
    step: 'email_verification',
    section: 'Sign up',
    screenStories: 'Sign up/Email verification',
    screen: EmailVerificationScreen,
    view: emailVerificationView,
    intents: emailVerificationIntents,
    fixtures: emailVerificationFixtures,
  },
  {
    step: 'set_user_email',
    section: 'Sign up',
    screenStories: 'Sign up/Account',
    screen: AccountScreen,
    view: accountEmailView,
    intents: accountEmailIntents,
    fixtures: accountEmailFixtures,
  },
  {
    step: 'set_user_password_and_confirm',
    section: 'Sign up',
    screenStories: 'Sign up/Account',
    screen: AccountScreen,
    view: accountPasswordView,
    intents: accountPasswordIntents,
    fixtures: accountPasswordFixtures,
  },
  // parent_flow_1 asks the name, then the date of birth with the address.
  {
    step: 'set_legal_first_name',
    section: 'Sign up',
    screenStories: 'Sign up/Legal name and address',
    screen: LegalNameAddressScreen,
    view: legalNameView,
    intents: legalNameIntents,
    fixtures: legalNameFixtures,
  },
  {
    step: 'set_legal_address',
    section: 'Sign up',
    screenStories: 'Sign up/Legal name and address',
    screen: LegalNameAddressScreen,
    view: aboutYouView,
    intents: aboutYouIntents,
    fixtures: aboutYouFixtures,
  },
  // An address the postal check could not confirm waits as a notice, fixed in place or kept.
  {
    step: 'address_check',
    section: 'Sign up',
    screenStories: 'Sign up/Check your home address',
    screen: AddressCheckNotice,
    view: addressCheckView,
    intents: addressCheckIntents,
    fixtures: { waiting: addressCheckFixtures.waiting, keeping: addressCheckFixtures.keeping },
  },
  {
    step: 'address_fix',
    section: 'Sign up',
    screenStories: 'Sign up/Legal name and address',
    screen: LegalNameAddressScreen,
    view: addressFixView,
    intents: addressFixIntents,
    fixtures: { fixing: addressCheckFixtures.fixing },
  },
  {
    step: 'set_plan',
    section: 'Sign up',
    screenStories: 'Sign up/Plan picker',
    screen: PlanPickerScreen,
    view: planView,
    intents: planIntents,
    fixtures: planFixtures,
  },
  {
    step: 'add_child_info',
    section: 'Sign up',
    screenStories: 'Sign up/Add child',
    screen: AddChildScreen,
    view: childrenView,
    intents: childrenIntents,
    fixtures: childrenFixtures,
  },
  {
    step: 'set_credit_waitlist',
    section: 'Sign up',
    screenStories: 'Sign up/Credit waitlist',
    screen: CreditWaitlistScreen,
    view: creditWaitlistView,
    intents: creditWaitlistIntents,
    fixtures: creditWaitlistFixtures,
  },
  {
    step: 'set_credit_waitlist_confirm',
    section: 'Sign up',
    screenStories: 'Sign up/Credit waitlist confirm',
    screen: CreditWaitlistConfirmScreen,
    view: creditWaitlistConfirmView,
    intents: creditWaitlistConfirmIntents,
    fixtures: creditWaitlistConfirmFixtures,
  },
  {
    step: 'invite_parent',
    section: 'Sign up',
    screenStories: 'Sign up/Invite parent',
    screen: InviteParentScreen,
    view: inviteParentView,
    intents: inviteParentIntents,
    fixtures: inviteParentFixtures,
  },
  {
    step: 'cancel_age',
    section: 'Sign up',
    screenStories: 'Sign up/Under 13',
    screen: CancelAgeScreen,
    view: cancelAgeView,
    intents: cancelAgeIntents,
    fixtures: cancelAgeFixtures,
  },
  {
    step: 'complete_placeholder',
    section: 'Sign up',
    screenStories: 'Sign up/Teen waiting for a parent',
    screen: TeenPlaceholderScreen,
    view: teenPlaceholderView,
    intents: teenPlaceholderIntents,
    fixtures: teenPlaceholderFixtures,
  },
];
