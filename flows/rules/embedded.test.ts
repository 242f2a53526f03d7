import { describe, expect, it } from 'vitest';
import { embeddedEntry } from './embedded';

const entry = (query: string) => embeddedEntry(new URLSearchParams(query));

describe('embeddedEntry', () => {
  it.each([
    [
      '',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default', role: null },
    ],
    [
      '?appOs=ios&appVersion=7.2.0',
      {
        embeddedWebreg: true,
        appOs: 'ios',
        appVersion: '7.2.0',
        layoutType: 'compact',
        role: null,
      },
    ],
    [
      '?appOs=android',
      {
        embeddedWebreg: true,
        appOs: 'android',
        appVersion: null,
        layoutType: 'compact',
        role: null,
      },
    ],
    [
      '?embedded=true',
      { embeddedWebreg: true, appOs: null, appVersion: null, layoutType: 'compact', role: null },
    ],
    [
      '?embedded=false',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default', role: null },
    ],
    [
      '?appOs=ios&layoutType=default',
      { embeddedWebreg: true, appOs: 'ios', appVersion: null, layoutType: 'default', role: null },
    ],
    [
      '?layoutType=compact',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'compact', role: null },
    ],
    // Section 6: the embedded app can supply the role; outside the apps the address cannot.
    [
      '?appOs=ios&role=child',
      {
        embeddedWebreg: true,
        appOs: 'ios',
        appVersion: null,
        layoutType: 'compact',
        role: 'child',
      },
    ],
    [
      '?appOs=ios&role=admin',
      { embeddedWebreg: true, appOs: 'ios', appVersion: null, layoutType: 'compact', role: null },
    ],
    [
      '?role=child',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default', role: null },
    ],
    [
      '?layoutType=wide',
      { embeddedWebreg: false, appOs: null, appVersion: null, layoutType: 'default', role: null },
    ],
  ])('%s', (query, expected) => {
    expect(entry(query)).toEqual(expected);
  });
});
