/**
 * The knowledge-question pages (kba_1..kba_4), in English: the page's own words. The questions
 * and their answers are not here: the identity service words them, and they show as it sends
 * them (flows/steps/kba_1).
 */
export const KBA_EN = {
  'kba.heading': "A few questions to confirm it's you",
  'kba.lead': 'These come from public records and your credit history. Pick one answer.',
  'kba.progressLabel': 'Identity questions',
  'kba.progress': 'Question {current} of {total}',
  'kba.timeLeft': 'Time left: {clock}',
  'kba.timeLeftSpoken': 'Time left: {time}',
  'kba.minutes': '{minutes, plural, one {# minute} other {# minutes}}',
  'kba.seconds': '{seconds, plural, one {# second} other {# seconds}}',
  'kba.minutesSeconds':
    '{minutes, plural, one {# minute} other {# minutes}} {seconds, plural, one {# second} other {# seconds}}',
  'kba.lastMinute': 'Less than a minute left to answer.',
  'kba.timedOutHeading': "Time's up",
  'kba.restart': 'Try again',
} as const;

export type KbaMessageId = keyof typeof KBA_EN;

/** A length of time as a screen reader says it. */
export type SpokenTimeId = Extract<
  KbaMessageId,
  'kba.minutes' | 'kba.seconds' | 'kba.minutesSeconds'
>;
