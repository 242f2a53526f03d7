// One formatter for every amount the screens print (STYLE: no per-screen copies). Whole dollars
// print without cents ("$20"), anything else with two ("$4.99"), as the spec's texts do.
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$4.99", "$20"; with cents: "always" prints "$20.00" (prices in a table line up). */
export function formatUsd(value: number, cents: 'auto' | 'always' = 'auto'): string {
  return cents === 'auto' && Number.isInteger(value)
    ? whole.format(value)
    : withCents.format(value);
}
