import { userState } from '../model/user-state';
import { FORMS } from '../rules/page-checks';
import type { ActionDeps } from './deps';
import { editDraft } from './form-actions';

/** What the family subscribes to: texts about their account (the name is ours). */
const SMS_SUBSCRIPTION_TYPE = 'account_alerts';

/** SMS notifications (toggle smsNotifications): the opt-in on the parent's completion page. */
export function createSmsActions(deps: ActionDeps) {
  return {
    /** "Text me alerts": POST /api/subscribe-sms; the page says subscribed, or that it failed. */
    subscribeSms: async () => {
      const userId = userState.registeredUser?.user.id;
      if (!userId) return;
      editDraft(FORMS.smsNotifications, { status: 'subscribing' });
      try {
        await deps.clients.own.subscribeSms({ userId, subscriptionType: SMS_SUBSCRIPTION_TYPE });
        editDraft(FORMS.smsNotifications, { status: 'subscribed' });
      } catch (error) {
        deps.log('subscribe-sms failed', error);
        editDraft(FORMS.smsNotifications, { status: 'failed' });
      }
    },
  };
}
