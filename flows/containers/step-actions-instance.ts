import { editDraft, showFieldErrors } from '../actions/form-actions';
import { typePhoneNumber } from '../actions/phone-entry-actions';
import { startOver } from '../actions/start-over';
import type { StepActions } from '../actions/step-actions';
import { clientConfig } from '../platform/client-config';
import {
  fundingActions,
  linkActions,
  registrationActions,
  sessionActions,
} from './actions-instance';
import { phoneActions } from './phone-actions-instance';

/** Each method of a lazily made action set, callable before the set's chunk has loaded. */
function deferred<T extends object>(load: () => Promise<T>): { [K in keyof T]: never } {
  return new Proxy({} as { [K in keyof T]: never }, {
    get:
      (_, name) =>
      (...args: unknown[]) =>
        load().then((set) => (set[name as keyof T] as (...a: unknown[]) => unknown)(...args)),
  });
}

/** The page's one StepActions, handed to every step's intents by its container. */
export const stepActions: StepActions = {
  editDraft,
  showFieldErrors,
  startOver,
  registration: deferred(registrationActions) as StepActions['registration'],
  session: deferred(sessionActions) as StepActions['session'],
  link: deferred(linkActions) as StepActions['link'],
  funding: deferred(fundingActions) as StepActions['funding'],
  typePhoneNumber,
  phone: deferred(phoneActions) as StepActions['phone'],
  leaveForProviderHome: () => window.location.assign(clientConfig().providerHomeUrl),
};
