import { proxy } from 'valtio/vanilla';
import {
  ADD_CHILD_COPPA_DEFAULTS,
  type AddChildCoppa,
  CREDIT_WAITLIST_DEFAULTS,
  type CreditWaitlistToggle,
  resolveAddChildCoppa,
  resolveCreditWaitlist,
  resolveToggles,
  TOGGLE_DEFAULTS,
  type Toggles,
} from '../rules/toggles';

/**
 * The feature toggles the page runs with: section 9's defaults until /api/fetch-toggles
 * answers, then the server's values, with the designers' address-bar overrides on top.
 */
export const togglesState = proxy<{
  toggles: Toggles;
  /** The structured add-child COPPA toggle (section 3). */
  addChildCoppa: AddChildCoppa;
  /** The structured credit waitlist toggle: on, and whether its confirmation shows. */
  creditWaitlist: CreditWaitlistToggle;
  loaded: boolean;
}>({
  toggles: { ...TOGGLE_DEFAULTS },
  addChildCoppa: { ...ADD_CHILD_COPPA_DEFAULTS },
  creditWaitlist: { ...CREDIT_WAITLIST_DEFAULTS },
  loaded: false,
});

export function applyFetchedToggles(
  fetched: Record<string, unknown> | undefined,
  overrides: Record<string, boolean>,
): void {
  togglesState.toggles = { ...resolveToggles(fetched), ...overrides };
  togglesState.addChildCoppa = resolveAddChildCoppa(fetched?.addChildCoppa);
  togglesState.creditWaitlist = resolveCreditWaitlist(fetched?.creditWaitlist);
  togglesState.loaded = true;
}

export const KNOWN_TOGGLES: ReadonlySet<string> = new Set(Object.keys(TOGGLE_DEFAULTS));
