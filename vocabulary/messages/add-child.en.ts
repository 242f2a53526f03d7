/** Add child (add_child_info): the kids who get a card, in English. */
export const ADD_CHILD_EN = {
  'addChild.heading': 'Add your child',
  'addChild.headingSeveral': 'Add your kids',
  'addChild.lead': 'Each child gets their own card. You can add more kids later in the app.',
  // The COPPA disclaimer names what the page asks: the date of birth only where it is asked.
  'addChild.disclaimer':
    "We ask for your child's first name only to set up their account and card. As their parent or guardian, you control this information and can ask us to delete it at any time.",
  'addChild.disclaimerWithDob':
    "We ask for your child's first name and date of birth only to set up their account and card. As their parent or guardian, you control this information and can ask us to delete it at any time.",
  'addChild.child': 'Child {number}',
  'addChild.firstName': 'First name',
  'addChild.dob': 'Date of birth',
  'addChild.dobHint': 'MM/DD/YYYY',
  // Which child goes to screen readers only: the button sits inside that child's card.
  'addChild.remove': 'Remove{which}',
  'addChild.removeWhich': ' child {number}',
  'addChild.addAnother': 'Add another child',
} as const;

export type AddChildMessageId = keyof typeof ADD_CHILD_EN;
