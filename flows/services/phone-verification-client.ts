import { PIN_LENGTH } from '../rules/constants';
import type { ConfirmCodeResponse, PinSentResponse } from './contract/phone-verification';
import type { Http } from './http';

type Phone = { phoneNumber: string; deviceUuid: string };
/** A send carries the invitation link's token when there is one (an invited approver needs it). */
type Send = Phone & { authToken?: string };

/**
 * Phone verification client. The base (legacy or /growth/api/v2/registration under access
 * management) is chosen per call by the Http's accessManagement setting.
 */
export function createPhoneVerificationClient(http: Http) {
  return {
    /** Parents send an access request (section 6); others verify. */
    accessRequest: (body: Send) =>
      http<PinSentResponse>('accessRequest', { body: { ...body, pinLength: PIN_LENGTH } }),
    verify: (body: Send) =>
      http<PinSentResponse>('verifyPhone', { body: { ...body, pinLength: PIN_LENGTH } }),
    voicePin: (body: Send) => http<PinSentResponse>('voicePin', { body }),
    confirm: (body: Phone & { confirmCode: string }) =>
      http<ConfirmCodeResponse>('confirmCode', { body }),
  };
}

export type PhoneVerificationClient = ReturnType<typeof createPhoneVerificationClient>;
