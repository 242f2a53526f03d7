import { describe, expect, it } from 'vitest';
import { phoneUnproved, registerSettled, registerWaiting } from './start';

describe("the register step's start", () => {
  it('waits, then settles, or goes back to the phone step with nothing to prove it', () => {
    expect(registerWaiting()).toEqual({ registration: { registerStarted: false } });
    expect(registerSettled()).toEqual({ registration: { registerStarted: true } });
    expect(phoneUnproved()).toEqual({ user: { nextRegStep: 'phone' } });
  });
});
