import { vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';

/** Every action any intent may call, each a spy; `called` lists those an intent called. */
export function spyAllActions() {
  const spies = new Map<string, ReturnType<typeof vi.fn>>();
  const spy = (name: string) => {
    if (!spies.has(name)) spies.set(name, vi.fn());
    return spies.get(name);
  };
  const set = (prefix: string) =>
    new Proxy({}, { get: (_, name) => spy(`${prefix}.${String(name)}`) });
  const actions = {
    editDraft: spy('editDraft'),
    leaveForProviderHome: spy('leaveForProviderHome'),
    session: set('session'),
    link: set('link'),
    phone: set('phone'),
    registration: set('registration'),
  } as unknown as StepActions;
  const called = () => [...spies].filter(([, fn]) => fn.mock.calls.length > 0).map(([n]) => n);
  return { actions, spy, called };
}

/** The sign-up entry pages' actions (phone, code, role), each a spy. */
export function spyPhoneActions() {
  const phoneSet = {
    submitPhoneNumber: vi.fn(),
    changeNumber: vi.fn(),
    resendPin: vi.fn(),
    voicePin: vi.fn(),
    confirmCode: vi.fn(),
    submitRole: vi.fn(),
  };
  const actions = {
    editDraft: vi.fn(),
    typePhoneNumber: vi.fn(),
    phone: phoneSet,
  } as unknown as StepActions;
  return { actions, phoneSet };
}
