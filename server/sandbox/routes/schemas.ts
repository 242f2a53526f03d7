import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * Request schemas the sandbox validates with, after keys are camelised. They follow spec
 * section 7 field for field; when flows/services/contract lands they are replaced by it.
 */
export const phoneNumber = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'US');
    // NANP shape rather than isValid(): the fictional 555 numbers of the magic values must pass.
    const nanp =
      parsed?.countryCallingCode === '1' && /^[2-9]\d{2}[2-9]\d{6}$/.test(parsed.nationalNumber);
    if (!parsed || !nanp) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid US mobile number.' });
      return z.NEVER;
    }
    return parsed.number;
  });

const id = z.string().min(1).max(200);
const deviceUuid = z.string().min(1).max(200);

export const phoneCheckBody = z.object({
  phoneNumber,
  deviceUuid: deviceUuid.optional(),
  pinLength: z.literal(6).optional(),
});
export const sendPinBody = z.object({
  phoneNumber,
  deviceUuid,
  pinLength: z.literal(6).optional(),
});
export const voicePinBody = z.object({ phoneNumber, deviceUuid });
export const confirmBody = z.object({
  phoneNumber,
  deviceUuid,
  confirmCode: z.string().regex(/^\d{6}$/),
});

export const loginBody = z.object({
  phoneNumber,
  password: z.string().min(1).max(1024),
  accessToken: z.string().max(4096).optional(),
});
export const forgotBody = z.object({
  email: z.string().min(3).max(254),
  accessToken: z.string().max(4096).optional(),
});
export const resetBody = z.object({
  token: z.string().min(1).max(512),
  deviceUuid: deviceUuid.optional(),
  newPassword: z.string().max(1024),
  verifyPassword: z.string().max(1024),
});
export const verifyEmailBody = z.object({ tokenizedLink: z.string().min(1).max(2048), userId: id });
export const microDepositDiscoveryBody = z.object({
  fundingAccountId: id,
  fundingType: z.string().max(40),
});

export const initializeBody = z.object({
  accessToken: z.string().min(1).max(4096),
  uniqueId: z.string().max(200).optional(),
  role: z.enum(['parent', 'child', 'approver']).optional(),
  preregisteredUserId: id.optional(),
  authToken: z.string().max(4096).optional(),
  dob: z.string().max(10).optional(),
  partnerSource: z.string().max(100).optional(),
  registrationId: z.string().max(200).optional(),
  isFcc: z.boolean().optional(),
  plan: z.string().max(40).optional(),
  flowId: z.string().max(60).optional(),
});
export const answerBody = z.object({
  questions: z.array(z.string().max(100)).max(20).optional(),
  answers: z.record(z.string().max(100), z.unknown()),
  resolvesErrorId: z.string().max(200).optional(),
});
export const queryWithParamsBody = z.object({
  params: z.record(z.string().max(100), z.unknown()).default({}),
});
export const hasRegistrationBody = z.object({ phone: phoneNumber });

export const identityResetBody = z.object({
  url: z.string().min(1).max(2048),
  deviceId: z.string().max(200).optional(),
  password: z.string().max(1024),
});
export const identityValidateBody = z.object({ url: z.string().min(1).max(2048) });

export const onboardingBody = z.object({
  phoneNumber,
  deviceId: z.string().max(200).optional(),
  appOs: z.string().max(40).optional(),
  appVersion: z.string().max(40).optional(),
  legacyAccessToken: z.string().max(4096).optional(),
  role: z.enum(['parent', 'child', 'approver']).optional(),
  anonymousId: z.string().max(200).optional(),
  gclid: z.string().max(200).optional(),
  irclickid: z.string().max(200).optional(),
  stockRewards: z.unknown().optional(),
  utmSource: z.string().max(200).optional(),
});
