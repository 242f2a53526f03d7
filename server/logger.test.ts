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

describe('logger failures', () => {
  function failing() {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const redact = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    return { lines, logger: createLogger({ level: 'debug', redact, destination }) };
  }

  it('never throw: a line whose redaction fails is withheld, not written raw', () => {
    const { lines, logger } = failing();
    expect(() => logger.error({ path: '/x', email: 'pat@example.com' }, 'request')).not.toThrow();
    expect(() => logger.child({ token: 'tok-abc-123' }).info('child')).not.toThrow();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line)).toMatchObject({ msg: 'log line withheld: its redaction failed' });
    }
    expect(lines.join('\n')).not.toMatch(/pat@example\.com|tok-abc-123/);
  });

  it('writes an error through the allow-list, under its own name', () => {
    const { lines, logger } = capture();
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      name: 'error',
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email',
      detail: 'Key (lower(email))=(pat@example.com) already exists.',
      query: 'insert into "users" ("email") values ($1)',
      params: ['pat@example.com'],
    });
    logger.error({ err: driverError }, 'unhandled error');
    logger.error(driverError);
    for (const line of lines) {
      const { err } = JSON.parse(line);
      expect(err).toMatchObject({ name: 'error', code: '23505', constraint: 'users_email' });
      expect(err).not.toHaveProperty('type');
      for (const field of ['detail', 'query', 'params']) expect(err).not.toHaveProperty(field);
    }
    expect(lines.join('\n')).not.toMatch(/pat@example\.com|insert into/);
  });

  it('masks the values a database message quotes, and keeps the identifiers', () => {
    const { lines, logger } = capture();
    const invalid = Object.assign(new Error('invalid input syntax for type integer: "Zebulon"'), {
      severity: 'ERROR',
    });
    const missing = Object.assign(new Error('column "first_name" of relation "users" is bad'), {
      severity: 'ERROR',
    });
    logger.error({ err: invalid });
    logger.error({ err: missing });
    const [first, second] = lines.map((line) => JSON.parse(line).err);
    expect(first.message).toBe('invalid input syntax for type integer: "[REDACTED]"');
    expect(first.stack).not.toContain('Zebulon');
    expect(second.message).toBe('column "first_name" of relation "users" is bad');
  });
});
