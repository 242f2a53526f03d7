import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsSink, analytics, attachAnalytics, resetAnalytics } from './analytics';
import { attachMonitoring, type MonitoringSink, monitoring, resetMonitoring } from './monitoring';

function recordingAnalytics() {
  const calls: unknown[][] = [];
  const sink: AnalyticsSink = {
    track: (...args) => calls.push(['track', ...args]),
    identify: (...args) => calls.push(['identify', ...args]),
    page: () => calls.push(['page']),
  };
  return { sink, calls };
}

afterEach(() => {
  resetAnalytics();
  resetMonitoring();
});

describe('analytics', () => {
  it('keeps calls made before the client loads and sends them, in order, once it does', () => {
    analytics.page();
    analytics.track('Registration Error Triggered', { registration_step: 'enter email' });
    const { sink, calls } = recordingAnalytics();
    attachAnalytics(sink);
    analytics.identify('user-1', { role: 'parent' });
    expect(calls).toEqual([
      ['page'],
      ['track', 'Registration Error Triggered', { registration_step: 'enter email' }],
      ['identify', 'user-1', { role: 'parent' }],
    ]);
  });

  it('never hands a client a sensitive field', () => {
    const { sink, calls } = recordingAnalytics();
    attachAnalytics(sink);
    analytics.track('Step', { email: 'jane@example.com', error_message: 'ssn: 123450001' });
    analytics.identify('user-1', { firstName: 'Jane', phoneNumber: '+15555550190' });
    const sent = JSON.stringify(calls);
    for (const secret of ['jane@example.com', '123450001', 'Jane', '5555550190']) {
      expect(sent).not.toContain(secret);
    }
  });
});

describe('monitoring', () => {
  it('reports the user by anonymous id and user id only, and redacts error context', async () => {
    const calls: unknown[][] = [];
    const sink: MonitoringSink = {
      error: (...args) => calls.push(['error', ...args]),
      setUser: (user) => calls.push(['setUser', user]),
    };
    monitoring.error(new Error('boom'), { step: 'register', email: 'jane@example.com' });
    attachMonitoring(sink);
    monitoring.setUser({ anonymousId: 'anon-1', id: 'user-1' });
    // The error waits for the redaction's code (loaded on the first error).
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(
      expect.arrayContaining([
        ['error', new Error('boom'), { step: 'register', email: '[REDACTED]' }],
        ['setUser', { anonymousId: 'anon-1', id: 'user-1' }],
      ]),
    );
  });
});
