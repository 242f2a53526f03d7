import { describe, expect, it } from 'vitest';
import { embeddedEntry } from './embedded';

const entry = (query: string) => embeddedEntry(new URLSearchParams(query));

describe('embeddedEntry', () => {
  it.each([
    ['', { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default' }],
    [
      '?appOs=ios&appVersion=7.2.0',
      { embeddedWebreg: true, appOs: 'ios', appVersion: '7.2.0', layoutType: 'compact' },
    ],
    [
      '?appOs=android',
      { embeddedWebreg: true, appOs: 'android', appVersion: null, layoutType: 'compact' },
    ],
    [
      '?embedded=true',
      { embeddedWebreg: true, appOs: null, appVersion: null, layoutType: 'compact' },
    ],
    [
      '?embedded=false',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default' },
    ],
    [
      '?appOs=ios&layoutType=default',
      { embeddedWebreg: true, appOs: 'ios', appVersion: null, layoutType: 'default' },
    ],
    [
      '?layoutType=compact',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'compact' },
    ],
    [
      '?layoutType=wide',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default' },
    ],
  ])('%s', (query, expected) => {
    expect(entry(query)).toEqual(expected);
  });
});
