import type * as z from 'zod/mini';
import { PIN_LENGTH } from '../rules/constants';
import type { RegistrationSummary } from './contract/registration';
import type {
  bankNameResponse,
  forgotPasswordResponse,
  LoginRequest,
  LoginResponse,
  microDepositDiscoveryResponse,
  PhoneCheckResponse,
  preRegisteredUserResponse,
  resetPasswordResponse,
  userResponse,
  validEmailResponse,
} from './contract/web-registration';
import type { Http } from './http';

type Out<S extends z.ZodMiniType> = z.infer<S>;

/** Web registration service client (base /api/v1); snake_case on the wire. */
export function createWebRegistrationClient(http: Http) {
  return {
    login: (body: LoginRequest) => http<LoginResponse>('login', { body }),

    forgotPassword: (body: { email: string; accessToken?: string }) =>
      http<Out<typeof forgotPasswordResponse>>('forgotPassword', { body }),

    resetPassword: (
      userId: string,
      body: { token: string; deviceUuid?: string; newPassword: string; verifyPassword: string },
    ) => http<Out<typeof resetPasswordResponse>>('resetPassword', { params: { userId }, body }),

    bankName: (routingNumber: string) =>
      http<Out<typeof bankNameResponse>>('bankName', { params: { routingNumber } }),

    validEmail: (email: string) =>
      http<Out<typeof validEmailResponse>>('validEmail', { query: { email } }),

    user: () => http<Out<typeof userResponse>>('user'),

    registrationSummary: () => http<{ summary: RegistrationSummary | null }>('registrationSummary'),

    preRegisteredUser: (userId: string, token: string) =>
      http<Out<typeof preRegisteredUserResponse>>('preRegisteredUser', {
        params: { userId },
        query: { token },
      }),

    phoneCheck: (body: { phoneNumber: string; deviceUuid?: string }) =>
      http<PhoneCheckResponse>('phoneCheck', { body: { ...body, pinLength: PIN_LENGTH } }),

    /** The emailed link as opened (tokenized_link) and its user (user_id). */
    verifyEmail: (body: { tokenizedLink: string; userId: string }) =>
      http<{ emailVerificationStatus: 'verified' | 'unverified' }>('verifyEmail', { body }),

    microDepositDiscovery: (body: { fundingAccountId: string; fundingType: string }) =>
      http<Out<typeof microDepositDiscoveryResponse>>('microDepositDiscovery', { body }),
  };
}

export type WebRegistrationClient = ReturnType<typeof createWebRegistrationClient>;
