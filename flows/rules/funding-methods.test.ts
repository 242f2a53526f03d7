import { describe, expect, it } from 'vitest';
import { hideFundingFlags } from './funding-methods';

describe('hide-funding flags (section 3)', () => {
  it('hideFunding off (the default) shows every method, whatever the flags say', () => {
    expect(hideFundingFlags(false, { hidePlaid: true })).toEqual({
      hidePlaid: false,
      hideManualACH: false,
      hideDebit: false,
    });
  });

  it('hideFunding on hides what its flags name, and only that', () => {
    expect(hideFundingFlags(true, { hidePlaid: true, hideDebit: true })).toEqual({
      hidePlaid: true,
      hideManualACH: false,
      hideDebit: true,
    });
    expect(hideFundingFlags(true)).toEqual({
      hidePlaid: false,
      hideManualACH: false,
      hideDebit: false,
    });
  });
});
