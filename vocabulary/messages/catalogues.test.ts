import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.en';
import { ERRORS_ES } from './errors.es';
import { FIRST_SCREEN_EN } from './first-screen.en';
import { LATER_PAGES_ES } from './later-pages.es';

type Messages = Record<string, unknown>;

// Every catalogue module of this folder, by area and language: a new area is checked without a
// list. Each module exports one catalogue.
const modules = import.meta.glob<Record<string, Messages>>('./*.*.ts', { eager: true });
const areas = new Map<string, Partial<Record<string, Messages>>>();
for (const [file, module] of Object.entries(modules)) {
  const [, area, locale] = /^\.\/([\w-]+)\.([a-z]{2})\.ts$/.exec(file) ?? [];
  if (!area || !locale || area === 'later-pages') continue;
  const byLocale = areas.get(area) ?? {};
  byLocale[locale] = Object.values(module)[0];
  areas.set(area, byLocale);
}

// The values a compiled message names: each token that is a list starts with a value's name,
// and a plural's or select's branches are messages of their own (a branch of one word, such as
// "{count, plural, one {Child} other {Children}}", is text, not a value).
const valuesOf = (message: unknown): string[] => {
  const names: string[] = [];
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.push(String(token[0]));
      const branches = token[2];
      if (branches && typeof branches === 'object') Object.values(branches).forEach(walk);
    }
  };
  walk(message);
  return names.sort();
};

describe('the catalogues', () => {
  it('are found, each area in English and Spanish', () => {
    expect([...areas.keys()]).toEqual(expect.arrayContaining(['first-screen', 'role']));
    for (const [area, byLocale] of areas) {
      expect(Object.keys(byLocale).sort(), area).toEqual(['en', 'es']);
    }
  });

  it('have the same messages in every language', () => {
    for (const [area, { en, es }] of areas) {
      expect(Object.keys(es ?? {}).sort(), area).toEqual(Object.keys(en ?? {}).sort());
    }
  });

  it('give each message the same values in every language', () => {
    for (const [, { en = {}, es = {} }] of areas) {
      for (const id of Object.keys(en)) expect(valuesOf(es[id]), id).toEqual(valuesOf(en[id]));
    }
  });

  it('never give two areas one id', () => {
    const ids = [...areas.values()].flatMap(({ en = {} }) => Object.keys(en));
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("load the later pages' Spanish in one chunk: every area but the first screen, by id or by words", () => {
    const later: Record<string, unknown> = LATER_PAGES_ES;
    const justified = new Set<string>();
    for (const [area, { en = {}, es = {} }] of areas) {
      if (area === 'first-screen') continue;
      for (const [id, english] of Object.entries(en)) {
        // A message a page shows by id, or one that reaches it as its English words (section
        // 8's, a rule's check without values), found by them.
        const keys = [id, english as string].filter((key) => key in later);
        expect(keys, `${area}: ${id}`).not.toEqual([]);
        for (const key of keys) {
          expect(JSON.stringify(later[key]), `${area}: ${key}`).toBe(JSON.stringify(es[id]));
          justified.add(key);
        }
      }
    }
    expect(Object.keys(later).filter((key) => !justified.has(key))).toEqual([]);
    expect(later[ERROR_MESSAGES.sessionExpired]).toBe(ERRORS_ES.sessionExpired);
  });

  it('are compiled for the browser: a text stays text, values become tokens', () => {
    expect(FIRST_SCREEN_EN['phone.heading']).toBe("Let's get started");
    expect(FIRST_SCREEN_EN['phone.consent']).toEqual(
      compileMessage('By continuing you agree to our {terms}, {privacy} and {smsTerms}.'),
    );
  });
});
