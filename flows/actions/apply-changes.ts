import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { togglesState } from '../platform/toggles-state';
import type { Effect, StepChanges } from '../steps/changes';

type EffectType = Effect['type'];

/** One handler per effect a rule may ask for; a missing handler makes the effect a no-op. */
export type EffectHandlers = {
  [K in EffectType]?: (effect: Extract<Effect, { type: K }>) => void | Promise<void>;
};

/**
 * Writes a rule's changes into the proxies, then performs its effects in order: with the form
 * actions (drafts), the only code that writes state, so every change is a rule's and can be
 * read in its unit test. The writes happen before the first await, so a caller that does not
 * wait still sees them at once. An effect's failure is the handler's own business (its action
 * has its own failure phase), so one failing effect does not stop the next.
 */
export async function applyChanges(
  changes: StepChanges | undefined,
  handlers: EffectHandlers = {},
): Promise<void> {
  if (!changes) return;
  if (changes.registration) Object.assign(registrationState, changes.registration);
  if (changes.user) Object.assign(userState, changes.user);
  if (changes.toggles) Object.assign(togglesState, changes.toggles);
  for (const effect of changes.effects ?? []) {
    const handler = handlers[effect.type] as ((effect: Effect) => void | Promise<void>) | undefined;
    try {
      await handler?.(effect);
    } catch {
      // Handlers report their own failures (runAction); the flow goes on.
    }
  }
}
