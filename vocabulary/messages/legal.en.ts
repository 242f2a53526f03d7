/**
 * The legal name, date of birth and home address pages (set_legal_first_name, About you), in
 * English, the source language.
 */
export const LEGAL_EN = {
  'legal.nameHeading': "What's your legal name?",
  'legal.nameLead': "As it appears on official documents, such as your driver's license.",
  'legal.dobHeading': "What's your date of birth?",
  'legal.dobLead': 'We need it to confirm who you are.',
  'legal.addressHeading': "What's your home address?",
  'legal.addressLead': "We'll mail your family's cards to this address.",
  'legal.bothHeading': 'Your legal name and address',
  'legal.bothLead':
    "As they appear on official documents. We'll mail your family's cards to this address.",
  'legal.firstName': 'Legal first name',
  'legal.lastName': 'Legal last name',
  'legal.gender': 'Gender',
  'legal.female': 'Female',
  'legal.male': 'Male',
  'legal.preferNotToSay': 'Prefer not to say',
  'legal.referralCode': 'Referral code',
  'legal.referralCodeHint': 'If a friend invited you, their code gives you both a reward.',
  'legal.dobHint': 'MM/DD/YYYY, for example 03/27/1985',
  'legal.homeAddress': 'Home address',
  'legal.street': 'Street address',
  'legal.streetHint': 'No P.O. boxes: cards need a street address.',
  'legal.unit': 'Apartment, suite or unit',
  'legal.city': 'City',
  'legal.state': 'State',
  'legal.statePlaceholder': 'Choose…',
  'legal.zip': 'ZIP code',
  'legal.checkAddress': 'Check your home address',
  'legal.editAddress': 'Edit address',
  'legal.keepAddress': "It's correct",
} as const;

export type LegalMessageId = keyof typeof LEGAL_EN;
