import { describe, expect, it } from 'vitest';
import { AD_INTEGRATIONS, consentCategories, disabledIntegrations } from './consent';

const allOff = Object.fromEntries(AD_INTEGRATIONS.map((name) => [name, false]));

describe('disabledIntegrations', () => {
  it('switches every ad-tracking integration off without ad-tracking consent', () => {
    expect(disabledIntegrations(consentCategories(undefined), { facebookPixel: true })).toEqual(
      allOff,
    );
    expect(
      disabledIntegrations(consentCategories(',C0001,C0002,C0003,'), { facebookPixel: true }),
    ).toEqual(allOff);
  });

  it.each([
    ['targeting', ',C0001,C0005,SSPD_BG,'],
    ['social media', ',C0001,C0004,SSPD_BG,'],
    ['sale of personal data', ',C0001,C0004,C0005,'],
  ])('an opt-out of %s alone switches them all off', (_, groups) => {
    expect(disabledIntegrations(consentCategories(groups), { facebookPixel: true })).toEqual(
      allOff,
    );
  });

  it('leaves them on with all three allowed, unless the pixel toggle is off', () => {
    const consented = consentCategories(',C0001,C0004,C0005,SSPD_BG,');
    expect(disabledIntegrations(consented, { facebookPixel: true })).toEqual({});
    expect(disabledIntegrations(consented, { facebookPixel: false })).toEqual({
      'Facebook Pixel': false,
    });
  });
});
