import { expect, it } from 'vitest';
import { landingParamsFromSearch } from './landing-params';

it('keeps the marketing parameters and test settings, adding to what the session kept', () => {
  const search = new URLSearchParams(
    'gclid=g-1&irclickid=ir-2&stockRewards=spring&utm_source=newsletter&testTracer=t-1&proveMockStatus=failure',
  );
  expect(
    landingParamsFromSearch(search, {
      marketingParams: { gclid: 'old', utmSource: 'old-source' },
      testSettings: { testTracer: 'old' },
    }),
  ).toEqual({
    marketingParams: {
      gclid: 'g-1',
      irclickid: 'ir-2',
      stockRewards: 'spring',
      utmSource: 'newsletter',
    },
    testSettings: { testTracer: 't-1', proveMockStatus: 'failure' },
  });
  // A later page of the same session with no parameters leaves them as they were.
  expect(
    landingParamsFromSearch(new URLSearchParams(''), {
      marketingParams: { gclid: 'g' },
      testSettings: null,
    }),
  ).toEqual({});
  expect(
    landingParamsFromSearch(new URLSearchParams('proveMockStatus=maybe'), {
      marketingParams: null,
      testSettings: null,
    }),
  ).toEqual({});
});
