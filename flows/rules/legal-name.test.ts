import { describe, expect, it } from 'vitest';
import { isLegalName, NAME_TEXTS, nameProblem, plainApostrophes } from './legal-name';

describe('nameProblem: names as typed, checked rather than filtered', () => {
  it('takes the names people have', () => {
    for (const name of ['Sam', 'Mary-Jo', "O'Neil", 'O’Neil', 'St. John', 'José', 'Zoë Ñúñez']) {
      expect(nameProblem(name, 'First name')).toBeUndefined();
    }
    expect(nameProblem('A'.repeat(60), 'First name')).toBeUndefined();
  });

  it('gives the length limit for a 64-letter name', () => {
    expect(nameProblem('A'.repeat(64), 'Last name')).toBe(
      'Last name must be 60 characters or fewer',
    );
  });

  it('names the characters a name may use and those to remove, never dropping them', () => {
    expect(nameProblem('Sam😀', 'First name')).toBe(NAME_TEXTS.characters('First name', '😀'));
    expect(nameProblem('李小龙', 'First name')).toContain('Remove: 李 小 龙');
    expect(nameProblem('Ана', 'First name')).toContain('Remove: А н');
    expect(nameProblem('R2D2', 'First name')).toContain('Remove: 2');
    expect(nameProblem('Sam😀', 'First name')).toContain(
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
