import type { SpokenTimeId } from '../../../vocabulary/messages/kba.en';
import type { MessageRef } from '../../../vocabulary/messages/sentence';

const wholeSeconds = (seconds: number) => Math.max(0, Math.ceil(seconds));

/** Seconds as m:ss for the countdown, e.g. 105 -> "1:45"; never below zero. */
export function formatCountdown(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The time left as the timer's accessible text says it, by reference ("1 minute 45 seconds",
 * "2 minutes", "0 seconds"): the page words it in its language, plurals by that language's rules.
 */
export function spokenCountdown(seconds: number): MessageRef<SpokenTimeId> {
  const whole = wholeSeconds(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!minutes) return { id: 'kba.seconds', values: { seconds: rest } };
  if (!rest) return { id: 'kba.minutes', values: { minutes } };
  return { id: 'kba.minutesSeconds', values: { minutes, seconds: rest } };
}
