import * as z from 'zod/mini';
import { preregisteredUser, user } from './entity-schemas';
import { deviceUuid, email, id, password, phoneNumber, pinLength, text, token } from './fields';

/** Web registration service, base /api/v1 (spec section 7); snake_case on the wire. */

export const loginRequest = z.object({
  phoneNumber,
  password,
  accessToken: z.optional(text(4096)),
});
/** @internal */
export const loginResponse = z.object({
  token: z.string(),
  user: z.optional(z.nullable(user)),
  action: z.optional(z.string()),
  nextRegisterStep: z.optional(z.nullable(z.string())),
});

export const forgotPasswordRequest = z.object({ email, accessToken: z.optional(text(4096)) });
/** The same answer whether or not the email is known, so it reveals no account. */
export const forgotPasswordResponse = z.object({ message: z.optional(z.string()) });

/** POST /auth/{userId}/reset; matching of the two passwords is the server's (spec section 5). */
export const resetPasswordParams = z.object({ userId: id });
export const resetPasswordRequest = z.object({
  token: text(512).check(z.minLength(1)),
  deviceUuid: z.optional(deviceUuid),
  newPassword: text(1024),
  verifyPassword: text(1024),
});
/** Ours beyond the spec: the account's number, so login can follow in any tab. */
export const resetPasswordResponse = z.object({
  action: z.optional(z.string()),
  phoneNumber: z.optional(z.string()),
});

export const bankNameParams = z.object({ routingNumber: z.string().check(z.regex(/^\d{9}$/)) });
export const bankNameResponse = z.object({
  bankName: z.string(),
  routingNumber: z.optional(z.string()),
});

export const validEmailQuery = z.object({ email });
/** The server may offer a corrected address (spec section 5: emailCorrection). */
export const validEmailResponse = z.object({
  valid: z.boolean(),
  emailCorrection: z.optional(z.string()),
});

export const userResponse = z.object({ user });

export const preRegisteredUserParams = z.object({ userId: id });
export const preRegisteredUserQuery = z.object({ token });
export const preRegisteredUserResponse = z.object({
  user: z.optional(z.nullable(preregisteredUser)),
  role: z.optional(z.nullable(z.string())),
  nextRegisterStep: z.optional(z.nullable(z.string())),
});

/** Verify email: tokenized_link and user_id on the wire. */
export const verifyEmailRequest = z.object({
  tokenizedLink: text(2048).check(z.minLength(1)),
  userId: id,
});
const EMAIL_VERIFICATION_STATUSES = ['unverified', 'verified'] as const;
/** @internal The client reads the status; the conformance test checks the server's answer. */
export const verifyEmailResponse = z.object({
  emailVerificationStatus: z.enum(EMAIL_VERIFICATION_STATUSES),
});

/** Phone check: the response's action is the next step (validate, register, login...). */
export const phoneCheckRequest = z.object({
  phoneNumber,
  deviceUuid: z.optional(deviceUuid),
  pinLength: z.optional(pinLength),
});
/** @internal */
export const phoneCheckResponse = z.object({
  action: z.string(),
  role: z.optional(z.nullable(z.string())),
});

export const microDepositDiscoveryRequest = z.object({
  fundingAccountId: id,
  fundingType: text(40),
});
export const microDepositDiscoveryResponse = z.object({
  fundingAccountId: z.optional(z.string()),
  status: z.optional(z.string()),
  expiresAt: z.optional(z.nullable(z.string())),
});

export type LoginRequest = z.input<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type PhoneCheckResponse = z.infer<typeof phoneCheckResponse>;
