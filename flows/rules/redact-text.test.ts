import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES, REDACTED, redact } from './redact';
import { MAX_TEXT_LENGTH, redactText, scrubText, truncateText } from './redact-text';

/**
 * Inputs that made the old scrub recurse once per pair (a stack overflow) or backtrack over the
 * same run from every position (quadratic): each pattern's worst case, and the key pass's.
 */
const HOSTILE: Array<[string, (length: number) => string]> = [
  ['a= pairs (the 6 KB path)', (n) => 'a='.repeat(n / 2)],
  ['one long word (the 15 KB path)', (n) => `/${'a'.repeat(n - 1)}`],
  ['digits ending in a letter', (n) => `${'1'.repeat(n - 1)}a`],
  ['dashed words (token starts)', (n) => 'a-'.repeat(n / 2)],
  ['JWT starts', (n) => '-eyJ'.repeat(n / 4)],
  ['at signs (email starts)', (n) => 'a@'.repeat(n / 2)],
  ['dotted run', (n) => 'a.'.repeat(n / 2)],
  ['key: with no value', (n) => 'a: '.repeat(n / 3)],
  ['unclosed quotes', (n) => 'a:"'.repeat(n / 3)],
  ['nested quotes', (n) => `a:"b:'c:\\"`.repeat(n / 10)],
  ['a sensitive value and many words', (n) => `token: a${' a'.repeat(n / 2 - 4)}`],
  ['spaced digits', (n) => `${'1 '.repeat(n / 2 - 1)}_`],
];

/** Milliseconds of this thread's CPU: time waiting for a core (a loaded machine) is not in it. */
function cpuMilliseconds(run: () => void): number {
  const before = process.threadCpuUsage();
  run();
  const spent = process.threadCpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

/**
 * Best of a few runs: cache misses and garbage collection only ever make a run slower. With a
 * bound, it stops at the first run under it, or after one run ten times over it (quadratic work).
 */
function fastest(run: () => void, bound = Number.POSITIVE_INFINITY): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    best = Math.min(best, cpuMilliseconds(run));
    if (best < bound || best > 10 * bound) break;
  }
  return best;
}

describe('scrubText', () => {
  // The same number of characters either as 16 strings of 1 KB or one of 16 KB: linear work
  // costs about the same CPU both ways, quadratic work 16 times more. The bound (4x) sits far
  // from both, and CPU time rather than the clock keeps load on the machine out of it.
  it.each(HOSTILE)('scrubs %s in time linear in its length', (_name, make) => {
    const small = make(1024);
    const large = make(16 * 1024);
    scrubText(small);
    const smallTotal = fastest(() => {
      for (let i = 0; i < 16; i++) scrubText(small);
    });
    const bound = Math.max(4 * smallTotal, 5);
    expect(fastest(() => scrubText(large), bound)).toBeLessThan(bound);
  });

  it('scans pairs one after another instead of recursing into each value', () => {
    const chain = `${'a='.repeat(50_000)}password=hunter22, and`;
    expect(() => scrubText(chain)).not.toThrow();
    expect(scrubText(chain).endsWith('password=[REDACTED], and')).toBe(true);
  });

  it('still finds pairs inside a harmless quoted value, and masks one nested too deep whole', () => {
    expect(scrubText(`"message":"failed for lastName=Doe Smith"`)).toBe(
      `"message":"failed for lastName=${REDACTED}"`,
    );
    const deep = `a:"b:'c:"d:'e:"f:'password=x'"'"'"`;
    expect(scrubText(deep)).not.toContain('password=x');
  });
});

describe('redact-text.ts in the page', () => {
  it('uses no regex lookbehind, which Safari before 16.4 cannot even parse', () => {
    const source = readFileSync(new URL('./redact-text.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/\(\?<[!=]/);
  });
});

describe('redactText', () => {
  it('cuts a long text before scrubbing it, with a visible marker', () => {
    const megabyte = 'hello world '.repeat(90_000);
    const out = redactText(megabyte);
    expect(out.length).toBeLessThan(MAX_TEXT_LENGTH + 50);
    expect(out.endsWith('…[truncated, 1080000 characters]')).toBe(true);
  });

  it.each([
    ['an email', 'pat.parent@example.com', 'pat.paren'],
    ['a phone number', '+15555550100', '+155555'],
    ['a card number in groups', '4111 1111 1111 1111', '4111 1111'],
    ['a token', `${'a1b2c3d4'.repeat(6)}`, 'a1b2c3d4a1b2c3d4'],
  ])('leaves no part of %s that the cut splits', (_name, secret, part) => {
    for (let shift = 1; shift < secret.length; shift++) {
      const text = `${'x '.repeat((MAX_TEXT_LENGTH - shift) / 2)}${'x'.repeat(shift % 2)}${secret} tail`;
      expect(redactText(text)).not.toContain(part);
    }
  });

  it('keeps short texts whole and cuts at a word boundary', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('one two three', 9)).toBe('one two…[truncated, 13 characters]');
  });
});

describe('redact bounds', () => {
  it('keeps at most MAX_ENTRIES entries of an object or array and counts the rest', () => {
    const wide = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    const out = redact(wide) as Record<string, unknown>;
    expect(Object.keys(out)).toHaveLength(MAX_ENTRIES + 1);
    expect(out['[more]']).toBe(5000 - MAX_ENTRIES);
    const list = redact(Array.from({ length: 5000 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(MAX_ENTRIES + 1);
  });

  it('copies a wide and deep tree in bounded work, strings scrubbed included', () => {
    const level = (depth: number): unknown =>
      depth === 0
        ? 'pat@example.com '.repeat(400)
        : Array.from({ length: 10 }, () => level(depth - 1));
    const out = JSON.stringify(redact(level(4), { text: true }));
    expect(out).toContain('[Truncated]');
    expect(out).not.toContain('pat@example.com');
    expect(out.length).toBeLessThan(10_000_000);
  });

  it('turns a value that throws when read into [Unreadable] instead of throwing', () => {
    const hostile = {
      ok: 1,
      get bad(): unknown {
        throw new Error('getter');
      },
    };
    const proxy = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(redact({ hostile, proxy })).toEqual({ hostile: '[Unreadable]', proxy: '[Unreadable]' });
  });
});
