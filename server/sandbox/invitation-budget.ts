import type { Request } from 'express';
import type { AbuseLimits } from '../config';
import { metrics } from '../metrics/registry';
import type { RateLimits } from '../rate-limits';
import type { InvitationRefusal } from './invitations';

/** Takes one invitation text from every budget it counts in, or names the one that is spent. */
export type InvitationBudget = (familyUid: string) => Promise<InvitationRefusal | undefined>;

/**
 * An invitation is an SMS like a code: it spends the requesting address's SMS budget (the
 * pinSend limit the code sends count in), then the family's and the service's hourly
 * ceilings, so neither one address nor many addresses can turn invitations into a way of
 * texting strangers at volume. The counts live in the rate-limit store (Redis when set).
 */
export function invitationBudget(
  limits: RateLimits,
  settings: Pick<AbuseLimits, 'invitationsPerFamilyPerHour' | 'invitationsPerHour'>,
) {
  return (req: Request): InvitationBudget =>
    async (familyUid) => {
      if (!(await limits.spend('pinSend', req))) return 'ERR_RATE_LIMITED';
      const family = await limits.counter('familyInvitations').hit(familyUid);
      if (family > settings.invitationsPerFamilyPerHour) {
        metrics.limitHit('familyInvitations');
        return 'ERR_INVITATION_HOURLY_LIMIT';
      }
      const all = await limits.counter('allInvitations').hit('all');
      if (all > settings.invitationsPerHour) {
        metrics.limitHit('allInvitations');
        return 'ERR_INVITATIONS_PAUSED';
      }
      return undefined;
    };
}
