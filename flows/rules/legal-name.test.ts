import { describe, expect, it } from 'vitest';
import { sentenceText } from '../../design-system/lib/format';
import { NAME_CHECKS_EN } from '../../vocabulary/messages/name-checks.en';
import { NAME_CHECKS_ES } from '../../vocabulary/messages/name-checks.es';
import { isLegalName, NAME_TEXTS, nameProblem, plainApostrophes } from './legal-name';

/** A name's check as a page in the language shows it. */
const shown = (field: 'first' | 'last', name: string, locale: 'en' | 'es' = 'en') => {
  const problem = nameProblem(name, field);
  return (
    problem &&
    sentenceText(problem, locale === 'es' ? NAME_CHECKS_ES : {}, locale, [NAME_CHECKS_EN])
  );
};

describe('nameProblem: names as typed, checked rather than filtered', () => {
  it('takes the names people have', () => {
    for (const name of ['Sam', 'Mary-Jo', "O'Neil", 'O’Neil', 'St. John', 'José', 'Zoë Ñúñez']) {
      expect(nameProblem(name, 'first')).toBeUndefined();
    }
    expect(nameProblem('A'.repeat(60), 'first')).toBeUndefined();
  });

  it('gives the length limit for a 64-letter name', () => {
    expect(shown('last', 'A'.repeat(64))).toBe('Last name must be 60 characters or fewer');
    expect(shown('first', 'A'.repeat(64), 'es')).toBe('El nombre debe tener 60 caracteres o menos');
  });

  it('names the characters a name may use and those to remove, never dropping them', () => {
    expect(nameProblem('Sam😀', 'first')).toEqual(NAME_TEXTS.characters('first', '😀'));
    expect(shown('first', '李小龙')).toContain('Remove: 李 小 龙');
    expect(shown('first', 'Ана')).toContain('Remove: А н');
    expect(shown('first', 'R2D2')).toContain('Remove: 2');
    expect(shown('last', 'R2D2', 'es')).toMatch(
      /^El apellido solo puede tener letras .* Quita: 2$/,
    );
    expect(shown('first', 'Sam😀')).toContain(
      'can only use letters (accents like é are fine), spaces, hyphens, apostrophes and periods',
    );
  });

  it('reads a curly apostrophe as the straight one', () => {
    expect(plainApostrophes('O’Neil')).toBe("O'Neil");
  });

  it('is what the server takes', () => {
    expect(isLegalName('Sam')).toBe(true);
    for (const name of ['', '  ', 'A'.repeat(61), 'Sam😀', 42])
      expect(isLegalName(name)).toBe(false);
  });
});
