import { describe, expect, it } from 'vitest';
import { AD_INTEGRATIONS, consentCategories, disabledIntegrations } from './consent';

const allOff = Object.fromEntries(AD_INTEGRATIONS.map((name) => [name, false]));

describe('disabledIntegrations', () => {
  it('switches every ad-tracking integration off without advertising consent', () => {
    expect(disabledIntegrations(consentCategories(undefined), { facebookPixel: true })).toEqual(
      allOff,
    );
    expect(
      disabledIntegrations(consentCategories(',C0001,C0002,C0003,'), { facebookPixel: true }),
    ).toEqual(allOff);
  });

  it('leaves them on with advertising consent, unless the pixel toggle is off', () => {
    const consented = consentCategories(',C0001,C0004,');
    expect(disabledIntegrations(consented, { facebookPixel: true })).toEqual({});
    expect(disabledIntegrations(consented, { facebookPixel: false })).toEqual({
      'Facebook Pixel': false,
    });
  });
});
