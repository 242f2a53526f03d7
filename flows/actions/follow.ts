import { subscribe } from 'valtio/vanilla';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { togglesState } from '../platform/toggles-state';

const FOLLOWED = [registrationState, userState, togglesState, formState];

/**
 * What a step does while it is shown, as it follows the state: `run` gets what `read` picks at
 * once, and again whenever a change of state makes it a different value. Step entries start
 * it (the registry's onEnter) and stop it with what it returns, when the page goes; so a page's
 * work waits for no render and no page holds an effect of its own (docs/decisions/126).
 */
export function follow<T>(read: () => T, run: (value: T) => void): () => void {
  let shown = read();
  run(shown);
  const changed = () => {
    const next = read();
    if (Object.is(next, shown)) return;
    shown = next;
    run(next);
  };
  const stops = FOLLOWED.map((state) => subscribe(state, changed));
  return () => {
    for (const stop of stops) stop();
  };
}
