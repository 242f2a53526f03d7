import { subscribe } from 'valtio/vanilla';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import {
  entryState,
  type HistoryEntry,
  mayReturn,
  nextEntry,
  openedIn,
  type Position,
  pageIn,
  positionOf,
  readEntry,
  samePosition,
  shownAgain,
  stayEntry,
} from '../steps/history';
import { applyChanges } from './apply-changes';
import { noteInDraft } from './form-actions';

/** The part of window.history the steps use: the address itself never changes. */
export type HistoryPort = Pick<History, 'state' | 'pushState' | 'replaceState' | 'back'>;

let port: HistoryPort | null = null;
let current: HistoryEntry | null = null;
const listeners = new Set<() => void>();

const moved = (entry: HistoryEntry | null): void => {
  current = entry;
  for (const listener of listeners) listener();
};

/**
 * Whether Back from the page shown may return to the entry before it, by the same rule as the
 * browser's Back (mayReturn): the page's Back link shows only then, so it never leads into a
 * used code, a created account or anything else settled since.
 */
export const mayGoBack = (): boolean => Boolean(current && current.n > current.barrier);

/** For the step page (useSyncExternalStore): told whenever the entry shown changes. */
export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page's Back link: the browser's own Back, so the link, the browser's button and the
 * Android app's back (history.back()) are one action, handled by returnTo.
 */
export const goBack = (): void => port?.back();

function record(): void {
  // positionOf copies what it reads: history.state takes only structured-cloneable values.
  const position = positionOf({
    registration: registrationState,
    user: userState,
    drafts: formState.drafts,
  });
  if (!port || !position || (current && samePosition(current.position, position))) return;
  const entry = nextEntry(current, position);
  // The page's first step takes over the entry it was loaded in; every later one is new.
  if (current) port.pushState(entryState(entry, null), '');
  else port.replaceState(entryState(entry, port.state), '');
  moved(entry);
}

/**
 * Each step, and each question group of the register step, becomes a browser history entry
 * as the flow reaches it (GOV.UK question pages, docs/decisions/071). A reload finds its
 * entry in history.state and goes on from it. Returns a function that stops following.
 */
export function followSteps(history: HistoryPort): () => void {
  port = history;
  moved(readEntry(history.state));
  record();
  const stops = [
    subscribe(registrationState, record),
    subscribe(userState, record),
    subscribe(formState, record),
  ];
  return () => {
    for (const stop of stops) stop();
    port = null;
    moved(null);
  };
}

function show(position: Position): void {
  void applyChanges(shownAgain(position));
  // The form the group's choice had opened, or the choice itself, as the entry was left; the
  // rest of the draft (the method picked) stays.
  const first = position.group?.questions[0]?.name;
  if (first && openedIn(position.group!.questions, formState.drafts) !== position.opened) {
    noteInDraft(first, { chosen: position.opened ?? null });
  }
  // Likewise the page of the group's own form (About you's date or address); what was typed
  // on either stays.
  if (first && pageIn(position.group!.questions, formState.drafts) !== position.page) {
    noteInDraft(first, { page: position.page ?? null });
  }
}

/**
 * Browser Back or Forward (and the Android app's back, which calls history.back()) arrived at
 * the entry holding `state`: its page shows again, answers prefilled, unless it lies before
 * what has been settled since. Then the page stays, and the entry becomes this page, so a
 * further Back walks out of the flow instead of into it.
 */
export function returnTo(state: unknown): void {
  const target = readEntry(state);
  if (!port || !current || !target) return;
  if (!mayReturn(current, target)) {
    const stay = stayEntry(current, target);
    port.replaceState(entryState(stay, state), '');
    moved(stay);
    return;
  }
  moved(target);
  show(target.position);
}
