/**
 * The last page (complete, complete_child), in English: the welcome, the parent's money in each
 * state the funding account can be in, the download and the text alerts. The stores' badges
 * keep their names (App Store, Google Play); their wording around the name is the stores'.
 */
export const COMPLETION_EN = {
  'completion.allSet': "You're all set!",
  'completion.allSetNamed': "You're all set, {name}!",
  'completion.lead':
    "Your family's account is ready. Order cards, set up allowances and chores, and watch your kids' money grow in the app.",
  'completion.in': "You're in!",
  'completion.inNamed': "You're in, {name}!",
  'completion.childLead':
    'Your account is ready. Get the app and log in with your phone number to see your card and your money.',
  // Verification put off: the account is ready, the money is not yet.
  'completion.almostDone': 'Almost done!',
  'completion.almostDoneNamed': 'Almost done, {name}!',
  'completion.almostDoneLead':
    "Your family's account is ready. One step is left before money can move into it.",
  'completion.firstLoadOnItsWay': "{amount} is on its way to your family's account.",
  'completion.firstLoadWaits':
    "{amount} will be added to your family's account once {account} is verified.",
  // The account that waits for its two amounts, inside a sentence.
  'completion.yourNamedBank': 'your {bank} account',
  'completion.yourBank': 'your bank account',
  'completion.yourCard': 'your debit card',
  'completion.reminderTitleBank': 'One more thing: verify your bank account',
  'completion.reminderTitleCard': 'One more thing: verify your card',
  'completion.reminderTextBank':
    'Look for two small deposits to {account} in 1 to 3 business days. When you have the two amounts, enter them here to finish.',
  'completion.reminderTextCard':
    'Look for two small charges on {account} in 1 to 3 business days. When you have the two amounts, enter them here to finish.',
  'completion.reminderAction': 'I have the amounts: verify now',
  // Too many wrong amounts: the account can no longer be verified, here or anywhere.
  'completion.blockedLead':
    "Your family's account is ready, but money can't move into it from this account.",
  'completion.blockedTitleBank': 'We could not verify your bank account',
  'completion.blockedTitleCard': 'We could not verify your debit card',
  'completion.blockedText':
    'Too many of the amounts entered did not match, so {account} can no longer be verified. Add another account in the app, or call support at {phone}.',
  'completion.firstLoadBlocked':
    '{amount} will be added once an account you add in the app is verified.',
  'completion.getStarted': 'Get started in the app',
  'completion.stepDownload': 'Download the app on your phone.',
  'completion.stepLogIn': 'Log in with the mobile number you just used.',
  'completion.stepParent': "Order your kids' cards and add their first allowance.",
  'completion.stepChild': 'Check out your card and your money.',
  'completion.getApp': 'Get the app',
  'completion.done': 'Done',
  'completion.smsHeading': 'Text alerts',
  'completion.smsSubscribed': "You'll get text alerts about your family's account.",
  'completion.smsOffer':
    'Get a text when your kids spend, save or get paid. Message and data rates may apply; reply STOP to stop.',
  'completion.smsFailed': "We couldn't sign you up for text alerts. Please try again.",
  'completion.smsAction': 'Text me alerts',
} as const;

export type CompletionMessageId = keyof typeof COMPLETION_EN;
