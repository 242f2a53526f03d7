import { readFile } from 'node:fs/promises';
import { TOGGLE_DEFAULTS } from '../../flows/rules/toggles';

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
