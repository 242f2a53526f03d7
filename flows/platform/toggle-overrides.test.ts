import { describe, expect, it } from 'vitest';
import { toggleOverrides } from './toggle-overrides';

const known = new Set(['enableCorePriceChange', 'defaultMax', 'facebookPixel']);
const parse = (query: string, production = false) =>
  toggleOverrides(new URLSearchParams(query), known, production);

describe('toggleOverrides', () => {
  it('turns listed toggles on and minus-prefixed ones off', () => {
    expect(parse('?toggles=enableCorePriceChange,-facebookPixel')).toEqual({
      enableCorePriceChange: true,
      facebookPixel: false,
    });
  });
  it('accepts the parameter more than once', () => {
    expect(parse('?toggles=defaultMax&toggles=enableCorePriceChange')).toEqual({
      defaultMax: true,
      enableCorePriceChange: true,
    });
  });
  it('ignores unknown names', () => {
    expect(parse('?toggles=notAToggle,__proto__')).toEqual({});
  });
  it("adds the address's overrides to the session's known ones", () => {
    const kept = { defaultMax: true, facebookPixel: true, notAToggle: true, planFlow: 'yes' };
    expect(
      toggleOverrides(new URLSearchParams('?toggles=-facebookPixel'), known, false, kept),
    ).toEqual({
      defaultMax: true,
      facebookPixel: false,
    });
    expect(toggleOverrides(new URLSearchParams(''), known, true, kept)).toEqual({});
  });
  it('does nothing in production', () => {
    expect(parse('?toggles=defaultMax', true)).toEqual({});
  });
});
