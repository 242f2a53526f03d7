import { passwordWork } from '../../sandbox/passwords';

/**
 * Takes one slot of the process's password work until released, as a slow derivation would:
 * tests fill the slots to see what waits, what is refused and what keeps answering.
 */
export function holdPasswordSlot() {
  let release!: () => void;
  const held = passwordWork.run(() => new Promise<void>((resolve) => (release = resolve)));
  return { release: () => release(), held };
}
