/**
 * The flow's own pages between the questions (the register step's waits and failures, a step
 * without a page here), in English.
 */
export const SYSTEM_EN = {
  'system.waitingHeading': 'Just a moment',
  'system.waiting': 'Getting your next step ready…',
  'system.completeFailedHeading': "We couldn't finish your sign-up",
  'system.addressCheckHeading': 'One last check',
  'system.addressCheck':
    "Edit your address or tell us it's correct, and we'll finish setting up your account.",
  'system.loadFailedHeading': "We couldn't load your next step",
  'system.loadFailed': 'Your answers so far are saved.',
  'system.tryAgain': 'Try again',
  'system.startAgain': 'Start again with your phone number',
  'system.unavailableHeading': "This step isn't available here yet",
  // The step's own name, as the server calls it: support can look it up.
  'system.unavailable':
    "Your account is safe. The next step ({step}) can't be completed on the web yet.",
  'system.startOver': 'Start over',
} as const;

export type SystemMessageId = keyof typeof SYSTEM_EN;
