// The area codes of "US numbers", read from libphonenumber's metadata (the maintained source
// of which NANP codes belong to which region, and what type each number is): geographic codes
// (fixed line or mobile) of the US and its territories. Canada and the Caribbean countries
// are other regions; toll-free (8XX), premium (900) and personal (5XX) codes are other types.
import metadata from 'libphonenumber-js/metadata.max.json';

/** @internal */
export const US_REGIONS = ['US', 'PR', 'VI', 'GU', 'AS', 'MP'] as const;

// metadata.max.json's country tuple: [10] the leading digits a region claims within +1, [11]
// the number-type patterns, fixed line first, then mobile.
type CountryTuple = unknown[];
const LEADING_DIGITS = 10;
const TYPES = 11;

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const patternOf = (country: CountryTuple, type: 0 | 1) =>
  whole(((country[TYPES] as Array<[string] | 0>)[type] as [string])[0]);

/**
 * Each code 200-999 whose numbers some exchange of which makes a valid fixed-line or mobile
 * number of a US region: the region libphonenumber gives the code (the non-US regions that
 * claim it by leading digits, else the US itself).
 */
export function usAreaCodesFromMetadata(): string[] {
  const countries = metadata.countries as unknown as Record<string, CountryTuple>;
  const nanp = metadata.country_calling_codes['1'] as string[];
  const claims = nanp
    .filter((region) => region !== 'US')
    .map((region) => ({
      region,
      leading: new RegExp(`^(?:${countries[region]![LEADING_DIGITS] as string})`),
    }));
  const codes: string[] = [];
  for (let npa = 200; npa <= 999; npa += 1) {
    const code = String(npa);
    const region = claims.find((claim) => claim.leading.test(code))?.region ?? 'US';
    if (!(US_REGIONS as readonly string[]).includes(region)) continue;
    const country = countries[region]!;
    const geographic = [patternOf(country, 0), patternOf(country, 1)];
    for (let exchange = 200; exchange <= 999; exchange += 1) {
      const number = `${code}${exchange}4567`;
      if (geographic.some((pattern) => pattern.test(number))) {
        codes.push(code);
        break;
      }
    }
  }
  return codes;
}
