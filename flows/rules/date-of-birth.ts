import {
  DATE_OF_BIRTH_CHECKS_EN as CHECKS,
  type DateOfBirthCheckId,
} from '../../vocabulary/messages/date-of-birth-checks.en';
import type { MessageRef, Sentence } from '../../vocabulary/messages/sentence';
import { ageFromDob } from './age';

/**
 * How many years back a year of birth may lie: earlier is a typo (01/01/1890 was once
 * taken). Ours, not the spec's; the server refuses the same (server/sandbox/answer-rules).
 */
const MAX_YEARS_BACK = 120;

/** @internal */
export const DOB_TEXTS = {
  empty: CHECKS['dateOfBirthChecks.empty'],
  shape: CHECKS['dateOfBirthChecks.shape'],
  shortYear: CHECKS['dateOfBirthChecks.shortYear'],
  future: CHECKS['dateOfBirthChecks.future'],
  // The page words it with the year in its language (a reference, not English words).
  tooOld: (earliestYear: number): MessageRef<DateOfBirthCheckId> => ({
    id: 'dateOfBirthChecks.tooOld',
    values: { year: String(earliestYear) },
  }),
} as const;

/** What is wrong with a date of birth typed as MM/DD/YYYY, or undefined when it is plausible. */
export function dobProblem(dob: string, today: Date): Sentence<DateOfBirthCheckId> | undefined {
  const text = dob.trim();
  if (text === '') return DOB_TEXTS.empty;
  if (/^\d{1,2}\/\d{1,2}\/\d{2}$/.test(text)) return DOB_TEXTS.shortYear;
  const match = /^\d{2}\/\d{2}\/(\d{4})$/.exec(text);
  if (!match) return DOB_TEXTS.shape;
  const age = ageFromDob(text, today);
  if (age === undefined) {
    // A real date that has not come yet, or one that does not exist (02/30).
    const [month, day] = text.split('/').map(Number);
    const date = new Date(Number(match[1]), month! - 1, day);
    return date.getDate() === day && date > today ? DOB_TEXTS.future : DOB_TEXTS.shape;
  }
  const earliestYear = today.getFullYear() - MAX_YEARS_BACK;
  if (Number(match[1]) < earliestYear) return DOB_TEXTS.tooOld(earliestYear);
  return undefined;
}

/** A date of birth the flow can take: a real past date, its year at most 120 years back. */
export const isPlausibleDob = (dob: string, today: Date): boolean =>
  dobProblem(dob, today) === undefined;
