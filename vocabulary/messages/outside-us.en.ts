/**
 * The stop outside the US (preventNonUSTimezones), in English. The zone is the browser's own
 * name for it (Europe/London), the name a family finds in their device's settings.
 */
export const OUTSIDE_US_EN = {
  'outsideUs.heading': 'Harbor is only available in the US',
  'outsideUs.lead':
    "Your device's time zone ({timeZone}) is outside the United States. Harbor accounts and cards are for families who live in the US or its territories.",
  'outsideUs.nextHeading': 'Live in the US?',
  'outsideUs.next':
    "If you're travelling, you can sign up once you're home. If your device's time zone is wrong, set it to where you live and reload this page, or call us at {phone}.",
} as const;

export type OutsideUsMessageId = keyof typeof OUTSIDE_US_EN;
