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
import { planFixtures } from '../../steps/set_plan/fixtures';
import { planIntents, planView } from '../../steps/set_plan/view';
import { aboutYouIntents, aboutYouView } from '../about-you-view';
import {
  accountEmailIntents,
  accountEmailView,
  accountPasswordIntents,
  accountPasswordView,
} from '../account-view';
import {
  addressCheckIntents,
  addressCheckView,
  addressFixIntents,
  addressFixView,
} from '../address-check-view';
import { cancelAgeIntents, cancelAgeView } from '../cancel-age-view';
import { childrenIntents, childrenView } from '../children-view';
import { codeIntents, codeView } from '../code-view';
import {
  creditWaitlistConfirmIntents,
  creditWaitlistConfirmView,
  creditWaitlistIntents,
  creditWaitlistView,
} from '../credit-waitlist-view';
import { dateOfBirthIntents, dateOfBirthView } from '../date-of-birth-view';
import { emailVerificationIntents, emailVerificationView } from '../email-verification-view';
import { aboutYouFixtures } from '../fixtures/about-you-fixtures';
import { accountEmailFixtures, accountPasswordFixtures } from '../fixtures/account-fixtures';
import { addressCheckFixtures } from '../fixtures/address-check-fixtures';
import { cancelAgeFixtures } from '../fixtures/cancel-age-fixtures';
import { childrenFixtures } from '../fixtures/children-fixtures';
import { codeFixtures } from '../fixtures/code-fixtures';
import {
  creditWaitlistConfirmFixtures,
  creditWaitlistFixtures,
} from '../fixtures/credit-waitlist-fixtures';
import { dateOfBirthFixtures } from '../fixtures/date-of-birth-fixtures';
import { emailVerificationFixtures } from '../fixtures/email-verification-fixtures';
import { inviteParentFixtures, parentInviteFixtures } from '../fixtures/invite-parent-fixtures';
import { legalNameFixtures } from '../fixtures/legal-name-fixtures';
import { mobileAuthFixtures } from '../fixtures/mobile-auth-fixtures';
import { phoneFixtures } from '../fixtures/phone-fixtures';
import { promoCodeFixtures } from '../fixtures/promo-code-fixtures';
import { roleFixtures } from '../fixtures/role-fixtures';
import { teenPlaceholderFixtures } from '../fixtures/teen-placeholder-fixtures';
import {
  inviteParentIntents,
  inviteParentView,
  parentInviteIntents,
  parentInviteView,
} from '../invite-parent-view';
import { legalNameIntents, legalNameView } from '../legal-name-view';
import { mobileAuthIntents, mobileAuthView } from '../mobile-auth-view';
import { phoneIntents, phoneView } from '../phone-view';
import { promoCodeIntents, promoCodeView } from '../promo-code-view';
import { roleIntents, roleView } from '../role-view';
import type { StepEntry } from '../step-registry';
import { teenPlaceholderIntents, teenPlaceholderView } from '../teen-placeholder-view';

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
