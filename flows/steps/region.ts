import { stopsOutsideUs } from '../rules/timezone';
import type { StepChanges } from './changes';

/**
 * With preventNonUSTimezones on and the browser's zone outside the US (section 5), the flow
 * stops before anything is asked: the zone is kept for the page that says so.
 */
export const regionChecked = (
  preventNonUSTimezones: boolean,
  timeZone: string | null,
): StepChanges => ({
  registration: {
    outsideUsTimeZone: stopsOutsideUs(preventNonUSTimezones, timeZone) ? timeZone : null,
  },
});
