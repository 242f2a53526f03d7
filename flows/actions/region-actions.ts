import { regionChecked } from '../steps/region';
import { applyChanges } from './apply-changes';

/**
 * Once the toggles are in: with preventNonUSTimezones on and the browser's zone outside the US
 * (section 5), the flow stops before anything is asked. Its own module, loaded with the
 * toggles, so the first screen carries neither the rule nor the page.
 */
export function checkRegion(preventNonUSTimezones: boolean, timeZone: string | null): void {
  void applyChanges(regionChecked(preventNonUSTimezones, timeZone));
}
