/**
 * The reference a family quotes to support (docs/decisions/106): eight characters in two
 * groups of four, from an alphabet without the look-alikes 0/O, 1/I/L and U/V, so it reads
 * aloud on the phone and types back without a mix-up. 29^8 is 5 x 10^11 references, drawn at
 * random: at a million families a guess names one about once in 500,000 tries, none in sequence,
 * and a reference opens nothing by itself (support still checks who is calling).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const REFERENCE_LENGTH = 8;
const GROUP = 4;

/** The stored and shown form: "7K3M-9QXD". */
export const REFERENCE_PATTERN = new RegExp(
  `^[${REFERENCE_ALPHABET}]{${GROUP}}-[${REFERENCE_ALPHABET}]{${GROUP}}$`,
);

/** Formats characters picked from the alphabet (by index) as a reference. */
export function referenceOf(indexes: readonly number[]): string {
  const characters = indexes.map((index) => REFERENCE_ALPHABET[index] ?? '');
  return `${characters.slice(0, GROUP).join('')}-${characters.slice(GROUP).join('')}`;
}
