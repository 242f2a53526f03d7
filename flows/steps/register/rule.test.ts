import { describe, expect, it } from 'vitest';
import { completesNow, registerPage, unresolvedAddressOf } from './rule';

const started = {
  registerStarted: true,
  loading: false,
  error: null as string | null,
  questions: [{ name: 'set_plan' }],
  unresolvedErrors: [] as { action: string; id?: string }[],
};
const addressError = { action: 'set_legal_address', id: 'err-1' };

describe('registerPage', () => {
  it('waits until the start has settled, whatever the questions held from before', () => {
    expect(registerPage({ ...started, registerStarted: false })).toBe('waiting');
    expect(registerPage({ ...started, registerStarted: false, questions: [] })).toBe('waiting');
  });

  it("shows the first question's group once started", () => {
    expect(registerPage(started)).toBe('group');
  });

  it('has nothing to show when the server gave no question', () => {
    expect(registerPage({ ...started, questions: [] })).toBe('load-failed');
    expect(registerPage({ ...started, questions: [], error: 'Timed out' })).toBe('load-failed');
  });

  it('waits while completing, and offers a retry when completing failed', () => {
    const atEnd = { ...started, questions: [{ name: 'complete' }] };
    expect(registerPage(atEnd)).toBe('waiting');
    expect(registerPage({ ...atEnd, loading: true, error: 'Busy' })).toBe('waiting');
    expect(registerPage({ ...atEnd, error: 'Busy' })).toBe('complete-failed');
  });

  it('asks about the address before completing when its error waits', () => {
    const atEnd = {
      ...started,
      questions: [{ name: 'complete' }],
      unresolvedErrors: [addressError],
    };
    expect(registerPage(atEnd)).toBe('address-check');
    expect(completesNow(atEnd)).toBe(false);
  });

  it('shows the group, not the address check, while questions remain', () => {
    expect(registerPage({ ...started, unresolvedErrors: [addressError] })).toBe('group');
  });
});

describe('completesNow', () => {
  it('only after the start has settled, at complete, with no address waiting', () => {
    const atEnd = { ...started, questions: [{ name: 'complete' }] };
    expect(completesNow(atEnd)).toBe(true);
    expect(completesNow({ ...atEnd, registerStarted: false })).toBe(false);
    expect(completesNow(started)).toBe(false);
  });
});

describe('unresolvedAddressOf', () => {
  it('finds the legal-address error with an id only', () => {
    expect(unresolvedAddressOf({ unresolvedErrors: [addressError] })).toEqual(addressError);
    expect(unresolvedAddressOf({ unresolvedErrors: [{ action: 'set_legal_address' }] })).toBe(
      undefined,
    );
    expect(unresolvedAddressOf({ unresolvedErrors: [{ action: 'set_dob', id: 'x' }] })).toBe(
      undefined,
    );
  });
});
