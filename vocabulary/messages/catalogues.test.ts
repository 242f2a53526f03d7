import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_EN } from './first-screen.en';
import { FIRST_SCREEN_ES } from './first-screen.es';

// The sources as written (this test reads the modules compiled, so it compiles the names).
const valuesOf = (message: unknown): string[] =>
  JSON.stringify(message)
    .match(/\[\\?"(\w+)\\?"\]/g)
    ?.map((token) => token.replace(/\W/g, ''))
    .sort() ?? [];

describe('the catalogues', () => {
  it('have the same messages in every language', () => {
    expect(Object.keys(FIRST_SCREEN_ES).sort()).toEqual(Object.keys(FIRST_SCREEN_EN).sort());
  });

  it('give each message the same values in every language', () => {
    for (const id of Object.keys(FIRST_SCREEN_EN) as (keyof typeof FIRST_SCREEN_EN)[]) {
      expect(valuesOf(FIRST_SCREEN_ES[id]), id).toEqual(valuesOf(FIRST_SCREEN_EN[id]));
    }
  });

  it('are compiled for the browser: a text stays text, values become tokens', () => {
    expect(FIRST_SCREEN_EN['phone.heading']).toBe("Let's get started");
    expect(FIRST_SCREEN_EN['phone.consent']).toEqual(
      compileMessage('By continuing you agree to our {terms}, {privacy} and {smsTerms}.'),
    );
  });
});
