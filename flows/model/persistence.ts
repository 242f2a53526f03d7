import { subscribe } from 'valtio/vanilla';
import { isNextStep } from '../rules/next-steps';
import { MEMORY_ONLY_FORMS } from '../rules/page-checks';
import { isPinDelivery } from '../rules/pin-delivery-shape';
import { isRole } from '../rules/roles';
import { isRedactedCollection, isSensitiveKey } from '../rules/sensitive-fields';
import { keysWhere } from './field-policy';
import { type FormState, formState } from './form-state';
import type { StorageLike } from './memory-storage';
import {
  initialRegistrationState,
  REGISTRATION_FIELDS,
  type RegistrationState,
  registrationState,
} from './registration-state';
import { initialUserState, USER_FIELDS, type UserState, userState } from './user-state';

/** The session's saved state; the page's first-paint script reads its step too. */
export const STATE_KEY = 'webreg:state';
/** Spec section 4: a login at step complete sets a session-storage completed flag. */
const COMPLETED_KEY = 'webreg:completed';
const VERSION = 1;

/**
 * What survives a reload so it resumes the same step (session storage: this tab only, gone
 * when it closes): the fields whose policy says saved (flows/model/field-policy). Tokens that
 * resume the registration stay (registrationToken, regAccessToken, jwt, the session of
 * registeredUser, the invitation's placeholderToken); short-lived or re-fetchable secrets do
 * not (Plaid link token, Braintree token, the prove redirect, the LTA legacy token), nor
 * transient screen state (loading, errors).
 */
const PERSISTED_REGISTRATION_KEYS = keysWhere(REGISTRATION_FIELDS, 'saved');
const PERSISTED_USER_KEYS = keysWhere(USER_FIELDS, 'saved');

type Snapshot = {
  version: number;
  registration: Record<string, unknown>;
  user: Record<string, unknown>;
  /** What was typed or picked on a page and not yet sent (formState.drafts), by form. */
  drafts?: FormState['drafts'];
};

// Answers the state above keeps anyway (the date of birth, the first name, the number): their
// drafts add nothing new to storage.
const KEPT_ANSWERS = new Set<string>(PERSISTED_USER_KEYS);

/**
 * A draft field survives a reload as its answer would: unless the redaction list
 * (flows/rules/sensitive-fields) names it or a list of family members it redacts whole (the
 * children being added), or it is an answer the state keeps anyway. So no password, SSN, card
 * or account number, code, token or child's name typed on a page is ever stored.
 */
const keepsDraftField = (field: string): boolean =>
  (!isSensitiveKey(field) && !isRedactedCollection(field)) || KEPT_ANSWERS.has(field);

function storableDrafts(drafts: FormState['drafts']): FormState['drafts'] {
  const kept: FormState['drafts'] = {};
  for (const [form, draft] of Object.entries(drafts)) {
    if (MEMORY_ONLY_FORMS.has(form)) continue;
    const fields = Object.entries(draft).filter(([field]) => keepsDraftField(field));
    if (fields.length > 0) kept[form] = Object.fromEntries(fields);
  }
  return kept;
}

/** Stored drafts are read back field by field, with the same rule: plain objects only. */
function storedDrafts(stored: unknown): FormState['drafts'] {
  const drafts: FormState['drafts'] = {};
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return drafts;
  for (const [form, draft] of Object.entries(stored as Record<string, unknown>)) {
    if (!draft || typeof draft !== 'object' || Array.isArray(draft)) continue;
    const kept = storableDrafts({ [form]: draft as Record<string, unknown> })[form];
    if (kept) drafts[form] = kept;
  }
  return drafts;
}

const pick = (source: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (source as Record<string, unknown>)[key]]));

/** Values of closed sets are checked; anything else must match the initial value's type. */
const CLOSED_SETS: Record<string, (value: unknown) => boolean> = {
  layoutType: (v) => v === 'default' || v === 'compact',
  emailVerificationStatus: (v) => v === 'unverified' || v === 'verified',
  proveMobileAuthState: (v) =>
    v === null ||
    ['initial-redirect', 'pending', 'success', 'failure', 'invalidated'].includes(v as string),
  nextRegStep: (v) => v === null || isNextStep(v),
  role: (v) => v === null || isRole(v),
  urlRole: (v) => v === null || isRole(v),
  pinDelivery: (v) => v === null || isPinDelivery(v),
  fundingVerificationOutcome: (v) => v === null || v === 'verified' || v === 'blocked',
};

function accepts(key: string, value: unknown, initial: unknown): boolean {
  const closed = CLOSED_SETS[key];
  if (closed) return closed(value);
  if (value === null) return true;
  if (initial === null) return typeof value !== 'undefined';
  if (Array.isArray(initial)) return Array.isArray(value);
  return typeof value === typeof initial;
}

function storedFields(initial: object, stored: unknown, keys: readonly string[]) {
  const fields: Record<string, unknown> = {};
  if (!stored || typeof stored !== 'object') return fields;
  const record = stored as Record<string, unknown>;
  for (const key of keys) {
    if (!(key in record)) continue;
    if (accepts(key, record[key], (initial as Record<string, unknown>)[key]))
      fields[key] = record[key];
  }
  return fields;
}

export type StorageErrorHandler = (error: unknown) => void;

/** @internal */
export function saveState(storage: StorageLike, onError?: StorageErrorHandler): void {
  const snapshot: Snapshot = {
    version: VERSION,
    registration: pick(registrationState, PERSISTED_REGISTRATION_KEYS),
    user: pick(userState, PERSISTED_USER_KEYS),
    drafts: storableDrafts(formState.drafts),
  };
  try {
    storage.setItem(STATE_KEY, JSON.stringify(snapshot));
  } catch (error) {
    // Quota or a denied storage: the flow goes on; only a reload would lose the step.
    onError?.(error);
  }
}

/** What a reload brings back: the stored fields that pass their checks, and the drafts. */
export type StoredState = {
  registration: Partial<RegistrationState>;
  user: Partial<UserState>;
  drafts: FormState['drafts'];
};

/** The stored snapshot, read and checked; null when there was nothing usable. */
export function readStoredState(
  storage: StorageLike,
  onError?: StorageErrorHandler,
): StoredState | null {
  let snapshot: Snapshot;
  try {
    const raw = storage.getItem(STATE_KEY);
    if (!raw) return null;
    snapshot = JSON.parse(raw) as Snapshot;
  } catch (error) {
    onError?.(error);
    return null;
  }
  if (!snapshot || snapshot.version !== VERSION) return null;
  return {
    registration: storedFields(
      initialRegistrationState(),
      snapshot.registration,
      PERSISTED_REGISTRATION_KEYS,
    ),
    user: storedFields(initialUserState(), snapshot.user, PERSISTED_USER_KEYS),
    drafts: storedDrafts(snapshot.drafts),
  };
}

/**
 * Saves once per tick in which any of the three proxies changed. Valtio batches each proxy's
 * changes into one call, but a step change touches all three, and three saves would serialise
 * the whole state three times on the click's critical path.
 */
export function persistState(storage: StorageLike, onError?: StorageErrorHandler): () => void {
  let pending = false;
  let stopped = false;
  const save = () => {
    if (pending) return;
    pending = true;
    // Queued behind the other proxies' batched calls of the same tick, which are already queued.
    queueMicrotask(() => {
      pending = false;
      if (!stopped) saveState(storage, onError);
    });
  };
  const stops = [
    subscribe(registrationState, save),
    subscribe(userState, save),
    // The whole form proxy: startOver replaces its drafts object.
    subscribe(formState, save),
  ];
  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}

/** The phone number of a stored snapshot (the failed-user-load redirect carries it). */
export function storedPhoneNumber(storage: StorageLike): string | null {
  try {
    const snapshot = JSON.parse(storage.getItem(STATE_KEY) ?? 'null') as Snapshot | null;
    const phone = snapshot?.user?.phoneNumber;
    return typeof phone === 'string' && phone ? phone : null;
  } catch {
    return null;
  }
}

export function markCompleted(storage: StorageLike, onError?: StorageErrorHandler): void {
  try {
    storage.setItem(COMPLETED_KEY, 'true');
  } catch (error) {
    onError?.(error);
  }
}

/** @internal */
export const isCompleted = (storage: StorageLike): boolean => {
  try {
    return storage.getItem(COMPLETED_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Spec section 2: a failed user load outside an embedded app clears session storage. */
export function clearStoredState(storage: StorageLike, onError?: StorageErrorHandler): void {
  try {
    storage.clear();
  } catch (error) {
    onError?.(error);
  }
}
