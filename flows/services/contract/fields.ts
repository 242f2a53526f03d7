import * as z from 'zod/mini';
import { ROLES } from '../../../vocabulary/domain';
import { PIN_LENGTH } from '../../rules/constants';

/**
 * Building blocks with size limits: every request field is bounded so a body can never carry
 * more than the flow needs (the server validates with these same schemas).
 */
export const text = (max: number) => z.string().check(z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const id = requiredText(200);
export const token = requiredText(4096);
export const deviceUuid = requiredText(200);
/**
 * The phone as typed or as E.164. The contract only bounds it: parsing lives in flows/rules
 * (the browser must not pay for a phone library in every chunk) and the server adds its own
 * normalisation on top.
 */
export const phoneNumber = requiredText(32);
export const password = requiredText(1024);
export const email = z.string().check(z.minLength(3), z.maxLength(254));

export const role = z.enum(ROLES);

/** Spec sections 5 and 9: PINs are six digits. */
export const pinLength = z.literal(PIN_LENGTH);
export const confirmCode = z.string().check(z.regex(/^\d{6}$/));

export const nullableText = z.optional(z.nullable(z.string()));
