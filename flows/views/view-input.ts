import type { ClientConfig } from '../../vocabulary/client-config';
import type { FormState } from '../model/form-state';
import type { RegistrationState } from '../model/registration-state';
import type { UserState } from '../model/user-state';
import type { AddChildCoppa, Toggles } from '../rules/toggles';

type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/**
 * Everything a view-model reads: snapshots of the two state proxies of spec section 3 and the
 * page's form, the toggles in force, the page's config and the time. A view-model is a pure function of
 * this, so a fixture of it is a state the app can be in (Storybook's Steps, the unit tests).
 */
export type ViewInput = {
  registration: ReadonlyDeep<RegistrationState>;
  user: ReadonlyDeep<UserState>;
  form: ReadonlyDeep<FormState>;
  toggles: Readonly<Toggles>;
  /** The structured COPPA toggle of the add-child page (section 3). */
  addChildCoppa: Readonly<AddChildCoppa>;
  config: Readonly<ClientConfig>;
  /** The time of the render (epoch ms): what a countdown counts from. */
  now: number;
};

/** A step's draft, as the form actions wrote it (each view-model narrows its own fields). */
export const draftOf = <T extends object>(input: ViewInput, step: string): Partial<T> =>
  (input.form.drafts[step] ?? {}) as Partial<T>;

type CallbackKeys<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends (...args: never[]) => unknown ? K : never;
}[keyof P];

/** What a view-model returns for a screen: every prop but the callbacks, ready to print. */
export type ViewOf<P> = Omit<P, CallbackKeys<P>>;

/** What a step's intents return for a screen: its callbacks, each one action. */
export type IntentsOf<P> = Pick<P, CallbackKeys<P>>;
