/**
 * Where a person is in the server's question flow: groupId of totalGroupsInFlow, clamped into
 * range. Null while the total is unknown (0, missing, not a number), so nothing half-drawn
 * such as "Step 1 of 0" ever shows.
 */
export function stepOfFlow(
  current: number | null | undefined,
  total: number | null | undefined,
): { step: number; total: number } | null {
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 1) return null;
  const whole = Math.floor(total);
  // An unknown groupId still means the person is somewhere in the flow: show its start.
  const at = typeof current === 'number' && Number.isFinite(current) ? Math.round(current) : 1;
  return { step: Math.min(Math.max(1, at), whole), total: whole };
}
