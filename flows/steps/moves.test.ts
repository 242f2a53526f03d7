import { describe, expect, it } from 'vitest';
import {
  backFromForgotPassword,
  backToPhone,
  loginWithout,
  toForgotPassword,
  toLogInInstead,
} from './moves';

describe('moves no server answer decides', () => {
  it('go back to the number', () => {
    expect(backToPhone()).toEqual({
      registration: { error: null, message: null },
      user: { nextRegStep: 'phone' },
    });
  });

  it('log in instead of a duplicate email, clearing its error', () => {
    expect(toLogInInstead()).toEqual({
      registration: { registeredEmailError: false, error: null },
      user: { nextRegStep: 'login' },
    });
  });

  it('send a login without its number to the phone step, and leave one with it', () => {
    expect(loginWithout(null)).toEqual({ user: { nextRegStep: 'phone' } });
    expect(loginWithout('5555550100')).toBeUndefined();
  });

  it('go to forgot password and back to the login, or to the phone without a number', () => {
    expect(toForgotPassword()).toEqual({
      registration: { error: null, message: null },
      user: { nextRegStep: 'forgot_password' },
    });
    expect(backFromForgotPassword('5555550100')).toEqual({
      registration: { error: null },
      user: { nextRegStep: 'login' },
    });
    expect(backFromForgotPassword(null).user).toEqual({ nextRegStep: 'phone' });
  });
});
