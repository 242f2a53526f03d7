import { readFile } from 'node:fs/promises';
import { TOGGLE_DEFAULTS, withVariantsResolved } from '../../flows/rules/toggles';

/**
 * Spec section 9's toggle defaults (flows/rules), then the TOGGLES_FILE JSON, then the TOGGLES
 * variable. Values pass as given: toggles whose defaults the spec does not show (plaid OAuth
 * overrides, access management...) may be objects or strings.
 */
export type ToggleSource = {
  togglesFile: string | undefined;
  toggleOverrides: Record<string, unknown>;
};

/** Reads the file on each call (cheap, and edits apply without a restart). */
/** @internal */
export async function resolveToggles(source: ToggleSource): Promise<Record<string, unknown>> {
  let fromFile: Record<string, unknown> = {};
  if (source.togglesFile) {
    try {
      const parsed: unknown = JSON.parse(await readFile(source.togglesFile, 'utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        fromFile = parsed as Record<string, unknown>;
    } catch {
      // A missing or broken file leaves the defaults; config already named the variable.
    }
  }
  return { ...TOGGLE_DEFAULTS, ...fromFile, ...source.toggleOverrides };
}

/** How long a read of TOGGLES_FILE is reused: an edit applies within a second. */
/** @internal */
export const TOGGLES_FILE_TTL_MS = 1000;

export type TogglesCache = {
  toggles: () => Promise<Record<string, unknown>>;
  /** fetch-toggles' whole answer, serialised once per read rather than once per call. */
  answer: () => Promise<string>;
};

/**
 * The toggles in force, resolved once (and the file re-read at most every TOGGLES_FILE_TTL_MS):
 * fetch-toggles is called on every page load, and the answer is the same for every caller.
 */
export function cachedToggles(source: ToggleSource, now = () => Date.now()): TogglesCache {
  let cached: Promise<{ toggles: Record<string, unknown>; answer: string }> | undefined;
  let readAt = 0;
  const current = () => {
    const stale = source.togglesFile !== undefined && now() - readAt >= TOGGLES_FILE_TTL_MS;
    if (!cached || stale) {
      readAt = now();
      cached = resolveToggles(source).then((toggles) => ({
        // The sandbox's own reads see variants as on or off; the page gets them as sent.
        toggles: withVariantsResolved(toggles),
        answer: JSON.stringify({ featureToggles: toggles }),
      }));
    }
    return cached;
  };
  return {
    toggles: async () => (await current()).toggles,
    answer: async () => (await current()).answer,
  };
}
