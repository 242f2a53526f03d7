import { describe, expect, it } from 'vitest';
import { invitedAs, layoutChosen, numberTyped } from './arrival';
import { deviceIdentified, ipAddressSeen, toggleOverridesKept } from './landing';
import { regionChecked } from './region';

describe('what the page learns as it opens', () => {
  it('keeps the layout, the typed number and the invited role', () => {
    expect(layoutChosen('compact')).toEqual({ registration: { layoutType: 'compact' } });
    expect(numberTyped('(555) 555-0100')).toEqual({ user: { tempPhoneNumber: '(555) 555-0100' } });
    expect(invitedAs('approver')).toEqual({ user: { urlRole: 'approver' } });
  });

  it('makes a device id once: a device that has one keeps it', () => {
    expect(deviceIdentified(null, () => 'made')).toEqual({ registration: { deviceUuid: 'made' } });
    expect(deviceIdentified('kept', () => 'made')).toBeUndefined();
  });

  it('keeps the IP address the server saw, and toggle overrides beside the test settings', () => {
    expect(ipAddressSeen('203.0.113.9')).toEqual({ registration: { ipAddress: '203.0.113.9' } });
    expect(ipAddressSeen(undefined)).toBeUndefined();
    expect(toggleOverridesKept({ tracer: 't' } as never, { planFlow: true })).toEqual({
      registration: { testSettings: { tracer: 't', toggleOverrides: { planFlow: true } } },
    });
    expect(toggleOverridesKept(null, {})).toBeUndefined();
  });

  it('keeps a zone outside the US only when preventNonUSTimezones is on', () => {
    expect(regionChecked(true, 'Europe/Paris')).toEqual({
      registration: { outsideUsTimeZone: 'Europe/Paris' },
    });
    expect(regionChecked(true, 'America/Chicago')).toEqual({
      registration: { outsideUsTimeZone: null },
    });
    expect(regionChecked(false, 'Europe/Paris')).toEqual({
      registration: { outsideUsTimeZone: null },
    });
  });
});
