/** The register step's side panel on a wide screen (what is set up, what to have, help), in English. */
export const FAMILY_PANEL_EN = {
  'familyPanel.label': 'Your sign-up',
  'familyPanel.soFar': 'Your family account so far',
  'familyPanel.plan': 'Plan',
  'familyPanel.planValue': '{title}, {fee}/mo',
  'familyPanel.noPlan': 'Not chosen yet',
  'familyPanel.children': 'Children',
  'familyPanel.childrenAdded':
    '{count, plural, =0 {None added yet} one {# child added} other {# children added}}',
  'familyPanel.atHand': 'Have these at hand',
  'familyPanel.atHandAddress': 'Your home address and date of birth',
  'familyPanel.atHandSsn': 'Your Social Security number, to confirm who you are',
  'familyPanel.atHandFunding': 'Your bank login, or a debit card',
  'familyPanel.help': 'Need help?',
  'familyPanel.call': 'Call us at {phone}.',
} as const;

export type FamilyPanelMessageId = keyof typeof FAMILY_PANEL_EN;
