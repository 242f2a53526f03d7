import { describe, expect, it } from 'vitest';
import { scrubText } from './log-scrub';

describe('scrubText', () => {
  it('masks emails, phone and account numbers, JWTs and long tokens in free text', () => {
    const text =
      'user pat@example.com at +1 (555) 555-0101 acct 000123456789 jwt eyJhbGciOi.eyJzdWIi.sig9 token ' +
      'A'.repeat(43);
    expect(scrubText(text)).toBe('user [EMAIL] at [NUMBER] acct [NUMBER] jwt [JWT] token [TOKEN]');
  });

  it('leaves ordinary words and short numbers alone', () => {
    expect(scrubText('request took 12 ms, status 404')).toBe('request took 12 ms, status 404');
  });
});
