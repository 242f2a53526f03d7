import type { StepChanges } from '../changes';

/**
 * The register step's own life (spec sections 4 and 7): registerStarted tells the step's page
 * when its start (a resume or an initialise) settled.
 */

/** The step waits for its start: it shows no questions it held before. */
export const registerWaiting = (): StepChanges => ({ registration: { registerStarted: false } });

/** The start settled, answered or failed: the page shows what it has. */
export const registerSettled = (): StepChanges => ({ registration: { registerStarted: true } });

/** Nothing proves the phone any more: back to the start, as a 401 would. */
export const phoneUnproved = (): StepChanges => ({ user: { nextRegStep: 'phone' } });
