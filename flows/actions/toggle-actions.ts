import { togglesFetched } from '../platform/toggles-state';
import { applyChanges } from './apply-changes';

/** The toggles the page runs with from now on: the server's (or the defaults), overrides on top. */
export function applyFetchedToggles(
  fetched: Record<string, unknown> | undefined,
  overrides: Record<string, boolean>,
): void {
  void applyChanges(togglesFetched(fetched, overrides));
}
