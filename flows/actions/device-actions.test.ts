import { describe, expect, it } from 'vitest';
import { registrationState } from '../model/registration-state';
import { ensureDeviceUuid } from './device-actions';

describe('ensureDeviceUuid', () => {
  it('makes the id once and keeps it', () => {
    registrationState.deviceUuid = null;
    ensureDeviceUuid(() => 'first');
    expect(registrationState.deviceUuid).toBe('first');
    ensureDeviceUuid(() => 'second');
    expect(registrationState.deviceUuid).toBe('first');
  });
});
