import type { MarketingParams, TestSettings } from '../model/entities';
import type { RegistrationState } from '../model/registration-state';
import { clean } from './entry-link';

// Address parameter -> onboarding initialise field (section 7): ad click ids, the stock
// rewards offer and the campaign source, under the names ad platforms put in links.
const MARKETING_PARAMS = {
  gclid: 'gclid',
  irclickid: 'irclickid',
  stockRewards: 'stockRewards',
  utm_source: 'utmSource',
} as const satisfies Record<string, keyof MarketingParams>;

/**
 * What the landing address carries for the rest of the session: its marketing parameters (sent
 * with the onboarding initialise) and test settings. Only what is present and well-formed is
 * taken, added to what the session kept, so a later page without them changes nothing.
 */
export function landingParamsFromSearch(
  search: URLSearchParams,
  kept: Pick<RegistrationState, 'marketingParams' | 'testSettings'>,
): Partial<Pick<RegistrationState, 'marketingParams' | 'testSettings'>> {
  const fields: Partial<Pick<RegistrationState, 'marketingParams' | 'testSettings'>> = {};
  const marketing: MarketingParams = {};
  for (const [param, field] of Object.entries(MARKETING_PARAMS)) {
    const value = clean(search.get(param));
    if (value) marketing[field] = value;
  }
  if (Object.keys(marketing).length > 0) {
    fields.marketingParams = { ...kept.marketingParams, ...marketing };
  }
  const settings = testSettingsFromSearch(search);
  if (Object.keys(settings).length > 0) fields.testSettings = { ...kept.testSettings, ...settings };
  return fields;
}

/**
 * Test traffic names itself: ?testTracer= becomes the x-test-tracer header of every call, and
 * ?proveMockStatus=failure asks Prove's mock mode (proveMockMode) for a failed confirmation.
 */
function testSettingsFromSearch(search: URLSearchParams): TestSettings {
  const settings: TestSettings = {};
  const testTracer = clean(search.get('testTracer'));
  if (testTracer) settings.testTracer = testTracer;
  const proveMockStatus = search.get('proveMockStatus');
  if (proveMockStatus === 'success' || proveMockStatus === 'failure') {
    settings.proveMockStatus = proveMockStatus;
  }
  return settings;
}
