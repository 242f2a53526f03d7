import type { NameCheckId } from '../../vocabulary/messages/name-checks.en';
import type { MessageRef } from '../../vocabulary/messages/sentence';

/**
 * A legal name as typed, checked rather than filtered: spec section 5's
 * text filter would drop an emoji or a letter of another alphabet without a word, so a name
 * with one is refused with the characters to remove. The server refuses the same.
 */

/** The longest first or last name taken (the server's limit as well). */
const NAME_MAX_LENGTH = 60;

/**
 * Latin letters with their Latin-1 accents (within section 5's basic ASCII and codes 160 to
 * 255), spaces, hyphens, apostrophes and periods ("Mary-Jo", "O'Neil", "St. John").
 */
const NAME_CHARACTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF '.-]/u;

/** Which of the two names a check is about (the message words it in the page's language). */
export type NameField = 'first' | 'last';

/** @internal */
export const NAME_TEXTS = {
  tooLong: (field: NameField): MessageRef<NameCheckId> => ({
    id: 'nameChecks.tooLong',
    values: { field, max: String(NAME_MAX_LENGTH) },
  }),
  characters: (field: NameField, refused: string): MessageRef<NameCheckId> => ({
    id: 'nameChecks.characters',
    values: { field, refused },
  }),
} as const;

/** A phone's curly apostrophe is the same mark as the straight one: "O’Neil" is "O'Neil". */
export const plainApostrophes = (name: string): string => name.replace(/[\u2018\u2019]/g, "'");

/** The characters of a name that a name may not use, each once, in the order typed. */
function refusedCharacters(name: string): string[] {
  return [...new Set([...plainApostrophes(name)].filter((c) => !NAME_CHARACTER.test(c)))];
}

/**
 * What is wrong with a name that was typed (an empty one is the page's own "enter" message),
 * or undefined.
 */
export function nameProblem(name: string, field: NameField): MessageRef<NameCheckId> | undefined {
  const refused = refusedCharacters(name);
  if (refused.length > 0) return NAME_TEXTS.characters(field, refused.join(' '));
  if (name.trim().length > NAME_MAX_LENGTH) return NAME_TEXTS.tooLong(field);
  return undefined;
}

/** A name the server takes: not blank, within the limit, only a name's characters. */
export const isLegalName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0 && nameProblem(value, 'first') === undefined;
