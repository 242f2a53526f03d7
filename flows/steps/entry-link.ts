import { isPlanTier } from '../../vocabulary/domain';
import type { RegistrationState } from '../model/registration-state';
import { isAllowedText } from '../rules/validation';

export type LinkFields = Partial<
  Pick<
    RegistrationState,
    'partner' | 'registrationId' | 'promotionId' | 'linkSource' | 'shortcut' | 'shortcutPlan'
  >
>;

// Address parameter -> registration field (spec section 3's link fields; the names are ours).
const PARAMS = {
  partner: 'partner',
  registrationId: 'registrationId',
  promotionId: 'promotionId',
  linkSource: 'linkSource',
  shortcut: 'shortcut',
} as const;

const MAX_LENGTH = 100;

export const clean = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_LENGTH && isAllowedText(trimmed) ? trimmed : undefined;
};

/**
 * What a marketing or partner link carries into the registration: the partner (sent as
 * partnerSource), a registration id, a promotion, the link's source, a shortcut and a plan
 * chosen on the website (plan=max). Only what is present and well-formed is taken, so a
 * plain visit leaves a resumed session's values alone.
 */
export function linkFieldsFromSearch(search: URLSearchParams): LinkFields {
  const fields: LinkFields = {};
  for (const [param, field] of Object.entries(PARAMS) as [
    keyof typeof PARAMS,
    keyof LinkFields,
  ][]) {
    const value = clean(search.get(param));
    if (value) fields[field] = value;
  }
  const plan = clean(search.get('plan'))?.toLowerCase();
  if (plan && isPlanTier(plan)) fields.shortcutPlan = plan;
  return fields;
}
