import { describe, expect, it } from 'vitest';
import { isUsStateCode, US_STATES } from './us-states';

describe('US states and territories: the address page offers each, once', () => {
  it('lists the 50 states, DC and 5 territories once each, in order of their names', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map(([code]) => code)).size).toBe(56);
    const names = US_STATES.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('takes a listed two-letter code, nothing else', () => {
    for (const code of ['CA', 'NY', 'DC', 'PR', 'GU']) expect(isUsStateCode(code)).toBe(true);
    for (const code of ['ZZ', 'ca', 'California', '', 'C', 42, null]) {
      expect(isUsStateCode(code)).toBe(false);
    }
  });
});
