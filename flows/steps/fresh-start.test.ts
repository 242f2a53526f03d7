import { describe, expect, it } from 'vitest';
import { initialRegistrationState } from '../model/registration-state';
import { initialUserState } from '../model/user-state';
import { freshState, newNumberStarted, startedOver } from './fresh-start';

describe('starting afresh', () => {
  it('gives every field its initial value, in copies shared with nothing', () => {
    const fresh = freshState();
    expect(fresh).toEqual({ registration: initialRegistrationState(), user: initialUserState() });
    expect(fresh.registration?.questions).not.toBe(freshState().registration?.questions);
  });

  it('keeps what the device and the app gave when the person starts over', () => {
    const current = {
      ...initialRegistrationState(),
      layoutType: 'compact' as const,
      deviceUuid: 'device-1',
      registrationToken: 'spent',
    };
    const { registration, user } = startedOver(current);
    expect(registration).toMatchObject({
      layoutType: 'compact',
      deviceUuid: 'device-1',
      registrationToken: null,
    });
    expect(user).toEqual(initialUserState());
  });

  it("clears one number's registration for a new number, and only that", () => {
    const { registration, user } = newNumberStarted();
    expect(registration).toHaveProperty('registrationToken', null);
    expect(registration).not.toHaveProperty('deviceUuid');
    expect(registration).not.toHaveProperty('layoutType');
    expect(user).not.toHaveProperty('phoneNumber');
    expect(user).not.toHaveProperty('nextRegStep');
  });
});
