import type { Role } from '../../vocabulary/domain';
import type { LtaRedirectParams, MarketingParams } from '../model/entities';

/** POST /onboarding/initialize's body, every field spec section 7 lists that is known. */
export type OnboardingInitializeBody = {
  phoneNumber: string;
  deviceId?: string;
  appOs?: string;
  appVersion?: string;
  legacyAccessToken?: string;
  role?: Role;
  anonymousId?: string;
} & MarketingParams;

/**
 * The onboarding initialise: the number, this device, the native app's OS and version, the
 * legacy token and role an /lta-redirect brought (else the flow's own), the analytics id and
 * the landing address's marketing parameters (gclid, irclickid, stockRewards, utmSource).
 * A field with no value is left out rather than sent empty. Null without a number.
 */
export function onboardingInitializeBody(input: {
  phoneNumber: string | null;
  deviceUuid: string | null;
  appOs: string | null;
  appVersion: string | null;
  role: Role | null;
  lta: LtaRedirectParams | null;
  marketingParams: MarketingParams | null;
  anonymousId: string | undefined;
}): OnboardingInitializeBody | null {
  const { lta } = input;
  const phoneNumber = lta?.phoneNumber ?? input.phoneNumber;
  if (!phoneNumber) return null;
  const fields: Omit<OnboardingInitializeBody, 'phoneNumber'> = {
    deviceId: input.deviceUuid ?? undefined,
    appOs: lta?.appOs ?? input.appOs ?? undefined,
    appVersion: lta?.appVersion ?? input.appVersion ?? undefined,
    legacyAccessToken: lta?.legacyAccessToken ?? undefined,
    role: lta?.role ?? input.role ?? undefined,
    anonymousId: input.anonymousId,
    ...input.marketingParams,
  };
  const present = Object.entries(fields).filter(([, value]) => value !== undefined && value !== '');
  return { phoneNumber, ...Object.fromEntries(present) };
}
