import type { editDraft, showFieldErrors } from './form-actions';
import type { createFundingActions } from './funding-actions';
import type { createLinkActions } from './link-actions';
import type { createPhoneActions } from './phone-actions';
import type { typePhoneNumber } from './phone-entry-actions';
import type { createRegistrationActions } from './registration-actions';
import type { createSessionActions } from './session-actions';
import type { startOver } from './start-over';

type Promised<F> = F extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never;
/** An action set whose methods may be called before its chunk has loaded: each returns a promise. */
export type AllPromised<T> = { [K in keyof T]: Promised<T[K]> };

type Registration = ReturnType<typeof createRegistrationActions>;
type Session = ReturnType<typeof createSessionActions>;
type Link = ReturnType<typeof createLinkActions>;
type Funding = ReturnType<typeof createFundingActions>;
type Phone = ReturnType<typeof createPhoneActions>;

/**
 * Every action a step's intents may call, as one object (flows/views/*: `intents(actions)`).
 * The action sets load in their own chunks, so each is awaited on first use; the form actions
 * are synchronous and always at hand.
 */
export type StepActions = {
  editDraft: typeof editDraft;
  showFieldErrors: typeof showFieldErrors;
  startOver: typeof startOver;
  registration: AllPromised<Registration>;
  session: AllPromised<Session>;
  link: AllPromised<Link>;
  funding: AllPromised<Funding>;
  typePhoneNumber: typeof typePhoneNumber;
  phone: AllPromised<Phone>;
  /** Leaves for the provider's home page; needs no chunk (the error fallback's way out). */
  leaveForProviderHome: () => void;
};
