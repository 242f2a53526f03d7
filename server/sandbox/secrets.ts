import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  referenceOf,
} from '../../flows/rules/confirmation-reference';

/** A code of `length` decimal digits from the CSPRNG (randomInt has no modulo bias). */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/** A registration's support reference, each character from the CSPRNG (docs/decisions/106). */
export function newReference(): string {
  return referenceOf(
    Array.from({ length: REFERENCE_LENGTH }, () => randomInt(REFERENCE_ALPHABET.length)),
  );
}

/** 256 bits from the CSPRNG, URL-safe: for reset links and invitation tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens with 256 bits of entropy need no salt or stretching: a plain digest is enough. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Keyed digest for short codes (a PIN has only 10^6 values, so a plain digest is reversible). */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
