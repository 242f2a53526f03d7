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
export type TogglesState = {
  toggles: Toggles;
  /** The structured add-child COPPA toggle (section 3). */
  addChildCoppa: AddChildCoppa;
  /** The structured credit waitlist toggle: on, and whether its confirmation shows. */
  creditWaitlist: CreditWaitlistToggle;
  loaded: boolean;
};

export const togglesState = proxy<TogglesState>({
  toggles: { ...TOGGLE_DEFAULTS },
  addChildCoppa: { ...ADD_CHILD_COPPA_DEFAULTS },
  creditWaitlist: { ...CREDIT_WAITLIST_DEFAULTS },
  loaded: false,
});

/** /api/fetch-toggles answered (or failed: undefined): its values, the overrides on top. */
export const togglesFetched = (
  fetched: Record<string, unknown> | undefined,
  overrides: Record<string, boolean>,
): { toggles: TogglesState } => ({
  toggles: {
    toggles: { ...resolveToggles(fetched), ...overrides },
    addChildCoppa: resolveAddChildCoppa(fetched?.addChildCoppa),
    creditWaitlist: resolveCreditWaitlist(fetched?.creditWaitlist),
    loaded: true,
  },
});

export const KNOWN_TOGGLES: ReadonlySet<string> = new Set(Object.keys(TOGGLE_DEFAULTS));
