import { AGE_LIMIT, MIN_AGE } from './constants';

/**
 * Age from a date of birth in MM/DD/YYYY against today (spec section 5). Undefined for a date
 * that does not exist (02/30/2010) or lies in the future, so callers ask again instead of
 * guessing.
 */
export function ageFromDob(dob: string, today: Date): number | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob.trim());
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return undefined;
  }
  let age = today.getFullYear() - year;
  const hadBirthday =
    today.getMonth() > month - 1 || (today.getMonth() === month - 1 && today.getDate() >= day);
  if (!hadBirthday) age -= 1;
  return age < 0 ? undefined : age;
}

/** 13 or older may continue (section 9). */
export const isOldEnough = (age: number): boolean => age >= MIN_AGE;

/** Under-18 detection (age limit 18). */
export const isUnder18 = (age: number): boolean => age < AGE_LIMIT;
