import { applyRegistrationChanges } from '../model/registration-state';
import { applyUserChanges } from '../model/user-state';
import type { Effect, StepChanges } from '../steps/changes';

type EffectType = Effect['type'];

/** One handler per effect a rule may ask for; a missing handler makes the effect a no-op. */
export type EffectHandlers = {
  [K in EffectType]?: (effect: Extract<Effect, { type: K }>) => void | Promise<void>;
};

/**
 * Writes a rule's changes into the two proxies, then performs its effects in order. An
 * effect's failure is the handler's own business (its action has its own failure phase), so
 * one failing effect does not stop the next.
 */
export async function applyChanges(
  changes: StepChanges | undefined,
  handlers: EffectHandlers = {},
): Promise<void> {
  if (!changes) return;
  if (changes.registration) applyRegistrationChanges(changes.registration);
  if (changes.user) applyUserChanges(changes.user);
  for (const effect of changes.effects ?? []) {
    const handler = handlers[effect.type] as ((effect: Effect) => void | Promise<void>) | undefined;
    try {
      await handler?.(effect);
    } catch {
      // Handlers report their own failures (runAction); the flow goes on.
    }
  }
}
