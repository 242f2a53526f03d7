import * as z from 'zod/mini';

/**
 * The body of a failed call. `message` may be a string, a nested { message } or an array of
 * either (spec sections 5 and 8); 422 answers may carry `detail` instead. PIN failures say how
 * many tries are left and when a new code may be sent.
 * @internal
 */
export const errorBody = z.looseObject({
  code: z.optional(z.string()),
  message: z.optional(z.unknown()),
  detail: z.optional(z.unknown()),
  attemptsRemaining: z.optional(z.number()),
  resendAvailableAt: z.optional(z.string()),
  resendAfterSeconds: z.optional(z.number()),
  emailVerificationStatus: z.optional(z.string()),
  fields: z.optional(z.array(z.object({ field: z.string(), problem: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBody>;
