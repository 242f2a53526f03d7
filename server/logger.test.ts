import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

// A stand-in for flows/rules/redact: hides any "secret" key and the word in strings.
const redact = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replaceAll('hunter2', '[REDACTED]');
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'secret' ? '[REDACTED]' : redact(v)]),
    );
  }
  return value;
};

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'debug', redact, destination }) };
}

describe('logger', () => {
  it('passes objects, messages, errors and child bindings through the redaction', () => {
    const { lines, logger } = capture();
    logger.info({ user: { secret: 'hunter2', list: [{ secret: 'x' }] } }, 'password is hunter2');
    logger.error(new Error('failed for hunter2', { cause: new Error('hunter2 again') }));
    logger.child({ secret: 'hunter2' }).warn('child');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('hunter2');
    const first = JSON.parse(lines[0]!);
    expect(first.user.list[0].secret).toBe('[REDACTED]');
    expect(first.msg).toBe('password is [REDACTED]');
    expect(JSON.parse(lines[1]!).err.message).toContain('failed for [REDACTED]');
  });

  it('strips CR and LF so a value cannot forge a log line', () => {
    const { lines, logger } = capture();
    logger.info({ path: '/x\r\n{"level":60,"msg":"forged"}' }, 'a\nb');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'a b' });
  });
});
