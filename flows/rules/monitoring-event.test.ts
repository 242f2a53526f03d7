import { describe, expect, it } from 'vitest';
import { actionBudget, type MonitoringEvent, scrubMonitoringEvent } from './monitoring-event';

describe('scrubMonitoringEvent', () => {
  it('keeps the reset token and sensitive query values out of every address', () => {
    const event: MonitoringEvent = {
      type: 'view',
      view: {
        url: 'https://join.example.com/reset-password/parent/42/tok3n?authToken=a1',
        referrer: 'https://join.example.com/?phoneNumber=%2B15555550101',
      },
    };
    scrubMonitoringEvent(event);
    expect(event.view).toEqual({
      url: 'https://join.example.com/reset-password/parent/42/REDACTED?authToken=REDACTED',
      referrer: 'https://join.example.com/?phoneNumber=REDACTED',
      name: undefined,
    });
  });

  it('keeps the reset token out of the scripts a long animation frame names', () => {
    const page = 'https://join.example.com/reset-password/parent/42/tok3n?authToken=a1';
    const event: MonitoringEvent = {
      type: 'long_task',
      long_task: {
        scripts: [
          { source_url: page, invoker: page },
          { source_url: 'https://join.example.com/assets/boot.js', invoker: 'BUTTON#next.onclick' },
        ],
      },
    };
    scrubMonitoringEvent(event);
    const redacted =
      'https://join.example.com/reset-password/parent/42/REDACTED?authToken=REDACTED';
    expect(event.long_task?.scripts).toEqual([
      { source_url: redacted, invoker: redacted },
      { source_url: 'https://join.example.com/assets/boot.js', invoker: 'BUTTON#next.onclick' },
    ]);
  });

  it('redacts error texts, custom context and long action names', () => {
    const event: MonitoringEvent = {
      type: 'error',
      error: {
        message: 'answer failed for jane@example.com with ssn: 123450001',
        stack: 'Error: password=hunter22\n    at x',
        resource: { url: '/api/v1/valid-email?email=jane%40example.com' },
      },
      action: { target: { name: `Continue ${'x'.repeat(200)}` } },
      context: { step: 'enter email', email: 'jane@example.com', firstName: 'Jane' },
    };
    scrubMonitoringEvent(event);
    const serialised = JSON.stringify(event);
    for (const secret of ['jane', '123450001', 'hunter22', 'Jane']) {
      expect(serialised).not.toContain(secret);
    }
    expect(event.context).toMatchObject({ step: 'enter email' });
    expect(event.action?.target?.name).toHaveLength(100);
  });
});

describe('actionBudget', () => {
  it('lets 3000 actions through in a minute, then none until the next minute', () => {
    const allow = actionBudget();
    const results = Array.from({ length: 3001 }, (_, index) => allow(index));
    expect(results.filter(Boolean)).toHaveLength(3000);
    expect(results.at(-1)).toBe(false);
    expect(allow(60_000)).toBe(true);
  });
});
