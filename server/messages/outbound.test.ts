import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../vocabulary/locales';
import { outboundText } from './outbound';
import { OUTBOUND_EN } from './outbound-en';
import { OUTBOUND_ES } from './outbound-es';

/** The names a compiled ICU message takes values by, nested plurals included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessage>) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      if (name !== '#') names.add(name);
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(choice)) walk(choice);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the outbound templates', () => {
  it('have the same messages in every language, taking the same values', () => {
    expect(Object.keys(OUTBOUND_ES).sort()).toEqual(Object.keys(OUTBOUND_EN).sort());
    for (const [id, english] of Object.entries(OUTBOUND_EN)) {
      expect([id, argumentsOf(OUTBOUND_ES[id as keyof typeof OUTBOUND_EN])]).toEqual([
        id,
        argumentsOf(english),
      ]);
    }
  });

  it('fill a plural by the language’s rules and leave a value as given', () => {
    const values = { pin: '012345', minutes: 1 };
    expect(outboundText('en', 'codeSms', values)).toContain('It expires in 1 minute.');
    expect(outboundText('es', 'codeSms', { ...values, minutes: 10 })).toContain(
      '012345 es tu código',
    );
    const link = 'https://join.example.com/reset-password/parent/u/{token}?a=1&b=2';
    for (const locale of LOCALES)
      expect(outboundText(locale, 'resetBody', { link, hours: 2 })).toContain(link);
  });
});
