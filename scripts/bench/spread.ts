export type Spread = { min: number; median: number; max: number };

/** Min, median and max of a few rounds' figures (the median of an even count is the mean of two). */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? sorted[middle]!
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { min: sorted[0] ?? Number.NaN, median, max: sorted.at(-1) ?? Number.NaN };
}
