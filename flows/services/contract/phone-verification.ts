import * as z from 'zod/mini';
import { preregisteredUser } from './entity-schemas';
import { confirmCode, deviceUuid, phoneNumber, pinLength, text } from './fields';

/**
 * Not in the spec's bodies (section 7): the invitation link's token, as initialise's authToken.
 * An invited approver's code is sent only with it under requireTokenForApprovers (section 6).
 */
const authToken = z.optional(text(4096));

/**
 * Phone verification (spec section 7), at /api/v1/phone-verification or, with access
 * management, /growth/api/v2/registration. Same bodies on both.
 */
export const sendPinRequest = z.object({
  phoneNumber,
  deviceUuid,
  pinLength: z.optional(pinLength),
  authToken,
});
export const voicePinRequest = z.object({ phoneNumber, deviceUuid, authToken });

/**
 * Not shown in the spec; what a careful team returns: when the code expires, when the next may
 * be sent (the resend button's countdown) and how many sends and tries remain. Voice PIN
 * success carries the catalogue's 'Calling! ...' message.
 * @internal
 */
export const pinSentResponse = z.object({
  sent: z.boolean(),
  message: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  resendAvailableAt: z.optional(z.string()),
  /** The same wait in seconds: a countdown on a phone whose clock is wrong stays right. */
  resendAfterSeconds: z.optional(z.number()),
  sendsRemaining: z.optional(z.number()),
  attemptsRemaining: z.optional(z.number()),
});

export const confirmCodeRequest = z.object({ phoneNumber, deviceUuid, confirmCode });
/**
 * Success stores the token and, for an invited person, the pre-registered user (section 4).
 * @internal
 */
export const confirmCodeResponse = z.object({
  token: z.string(),
  accessToken: z.optional(z.string()),
  action: z.string(),
  preregisteredUser: z.optional(z.nullable(preregisteredUser)),
  attemptsRemaining: z.optional(z.number()),
  resendAvailableAt: z.optional(z.string()),
});

export type PinSentResponse = z.infer<typeof pinSentResponse>;
export type ConfirmCodeResponse = z.infer<typeof confirmCodeResponse>;
