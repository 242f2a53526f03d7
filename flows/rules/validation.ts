/**
 * Field validation of spec section 5. The server validates again (and may return a corrected
 * email as emailCorrection); these rules decide what the screen says before a round trip.
 */

/** The WHATWG form pattern for type=email, with a dot required in the domain. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const isValidEmail = (email: string): boolean =>
  email.length <= 254 && EMAIL.test(email.trim());

/**
 * P.O. boxes are refused: po, p.o. box, post office box, postal box, post box, each followed by
 * an identifier ("PO 12", "P.O. Box 4B", "Post Office Box #7"). Words that merely begin with
 * "po" (Polk, Pope) are not boxes.
 */
const PO_BOX =
  /\b(?:p\s?\.?\s?o\.?(?:\s?box)?|post\s+office\s+box|postal\s+box|post\s+box)(?![a-z])\s*(?:#|no\.?|number)?\s*[a-z]?\d/i;

export const isPoBox = (address: string): boolean => PO_BOX.test(address);

/** Basic ASCII (space to tilde) plus codes 160 to 255 (Latin-1 letters such as é, ñ). */
const DISALLOWED_TEXT = /[^\x20-\x7E\xA0-\xFF]/g;

export const filterText = (text: string): string => text.replace(DISALLOWED_TEXT, '');
export const isAllowedText = (text: string): boolean => filterText(text) === text;
