import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { redactForLogs } from './log-redact';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', redact: redactForLogs, destination }) };
}

describe('logger', () => {
  it('passes objects, messages, errors and child bindings through the deep redaction', () => {
    const { lines, logger } = capture();
    logger.info(
      { user: { password: 'hunter2-secret', list: [{ ssn: '123450001' }] } },
      'mail pat@example.com',
    );
    logger.error(
      new Error('failed for pat@example.com', { cause: new Error('phone 555-555-0101') }),
    );
    logger.child({ registrationToken: 'tok-abc-123' }).warn('child');
    expect(lines).toHaveLength(3);
    const output = lines.join('\n');
    for (const secret of [
      'hunter2-secret',
      '123450001',
      'pat@example.com',
      '555-555-0101',
      'tok-abc-123',
    ]) {
      expect(output).not.toContain(secret);
    }
    const first = JSON.parse(lines[0]!);
    expect(first.user.list[0].ssn).toBe('[REDACTED]');
    expect(first.msg).toBe('mail [EMAIL]');
    expect(JSON.parse(lines[1]!).err.message).toContain('failed for [EMAIL]');
  });

  it('strips CR and LF so a value cannot forge a log line', () => {
    const { lines, logger } = capture();
    logger.info({ path: '/x\r\n{"level":60,"msg":"forged"}' }, 'a\nb');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'a b' });
  });
});
