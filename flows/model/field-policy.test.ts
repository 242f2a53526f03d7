import { describe, expect, it } from 'vitest';
import { field, initialOf, keysWhere } from './field-policy';
import { REGISTRATION_FIELDS } from './registration-state';
import { USER_FIELDS } from './user-state';

describe('field policies', () => {
  const sample = {
    questions: field<string[]>([], 'saved', 'perNumber'),
    layoutType: field('default', 'saved', 'device'),
    loading: field(false),
  };

  it('makes a fresh state from the initial values, sharing no array between two', () => {
    const first = initialOf(sample);
    const second = initialOf(sample);
    expect(first).toEqual({ questions: [], layoutType: 'default', loading: false });
    first.questions.push('set_plan');
    expect(second.questions).toEqual([]);
    expect(sample.questions.initial).toEqual([]);
  });

  it('lists the fields of each tag in declaration order', () => {
    expect(keysWhere(sample, 'saved')).toEqual(['questions', 'layoutType']);
    expect(keysWhere(sample, 'perNumber')).toEqual(['questions']);
    expect(keysWhere(sample, 'device')).toEqual(['layoutType']);
  });

  // What the device and the app gave outlives a new number and a reload: a parent handing the
  // phone to a second person inside the native app keeps the compact layout and the bridge.
  it('never clears a device field for a new number, and saves every one', () => {
    const device = keysWhere(REGISTRATION_FIELDS, 'device');
    expect(device).toEqual([
      'deviceUuid',
      'appOs',
      'appVersion',
      'embeddedWebreg',
      'layoutType',
      'locale',
    ]);
    expect(device.filter((key) => REGISTRATION_FIELDS[key].perNumber)).toEqual([]);
    expect(device.filter((key) => !REGISTRATION_FIELDS[key].saved)).toEqual([]);
    expect(keysWhere(USER_FIELDS, 'device')).toEqual([]);
  });
});
