/**
 * The side panel beside the question on a wide screen (the register step's): what the family
 * has set up so far and what to have at hand, in English. A plan keeps its name, Harbor's.
 */
export const FAMILY_PANEL_EN = {
  'familyPanel.label': 'Your sign-up',
  'familyPanel.soFar': 'Your family account so far',
  'familyPanel.plan': 'Plan',
  'familyPanel.planChosen': '{plan}, {fee}/mo',
  'familyPanel.noPlan': 'Not chosen yet',
  'familyPanel.children': 'Children',
  'familyPanel.childrenAdded':
    '{count, plural, =0 {None added yet} one {# child added} other {# children added}}',
  'familyPanel.atHand': 'Have these at hand',
  'familyPanel.address': 'Your home address and date of birth',
  'familyPanel.ssn': 'Your Social Security number, to confirm who you are',
  'familyPanel.bank': 'Your bank login, or a debit card',
  'familyPanel.help': 'Need help?',
  'familyPanel.call': 'Call us at {phone}.',
} as const;

export type FamilyPanelMessageId = keyof typeof FAMILY_PANEL_EN;
