import { PRODUCT_NAME } from '../product';

/** The pages that hand the family on (next_gen_onboarding, widget_page), in English. */
export const HAND_OFF_EN = {
  'handOff.nextGenHeading': 'Taking you to our new sign-up',
  'handOff.nextGenLead':
    "We've made signing up quicker. Your mobile number comes with you, so there's nothing to repeat.",
  'handOff.nextGenGoing': 'Taking you there…',
  'handOff.nextGenStalled': 'This is taking longer than usual. Use the button below to go on.',
  'handOff.nextGenContinue': 'Continue to sign-up',
  'handOff.appHeading': `Continue in the ${PRODUCT_NAME} app`,
  'handOff.appLead': `Your account is saved. The next step is in the ${PRODUCT_NAME} app: log in there with this mobile number to carry on.`,
  'handOff.getApp': 'Get the app',
  'handOff.backToApp': 'Back to the app',
} as const;

export type HandOffMessageId = keyof typeof HAND_OFF_EN;
