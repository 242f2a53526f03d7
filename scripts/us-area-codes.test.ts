import { describe, expect, it } from 'vitest';
import { US_AREA_CODES } from '../flows/rules/us-area-codes';
import { usAreaCodesFromMetadata } from './us-area-codes';

describe('the US area codes module', () => {
  it('says what libphonenumber-js says now (after an upgrade: npx tsx scripts/generate-us-area-codes.ts)', () => {
    expect(US_AREA_CODES).toEqual(usAreaCodesFromMetadata());
  });

  it('holds the territories and none of Canada, the Caribbean, toll-free, premium or personal codes', () => {
    for (const code of ['212', '787', '939', '340', '671', '684', '670'])
      expect(US_AREA_CODES).toContain(code);
    for (const code of [
      '416',
      '604',
      '876',
      '809',
      '829',
      '849',
      '242',
      '800',
      '888',
      '833',
      '900',
      '500',
      '533',
    ])
      expect(US_AREA_CODES).not.toContain(code);
  });
});
