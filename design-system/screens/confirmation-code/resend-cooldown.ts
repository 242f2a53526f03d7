/** Seconds as m:ss, e.g. 27 -> "0:27", 75 -> "1:15"; negatives count as 0. */
export function formatCooldown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** "3 tries left", "1 try left": the count the server reports for this code. */
export function attemptsLeftText(attemptsRemaining: number): string {
  return attemptsRemaining === 1 ? '1 try left' : `${attemptsRemaining} tries left`;
}
