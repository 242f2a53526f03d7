import { describe, expect, it } from 'vitest';
import { stepTitle } from './page-title';

describe('step titles', () => {
  it('are the heading and the product, with "Error: " while errors show', () => {
    expect(stepTitle("Choose your family's plan")).toBe("Choose your family's plan – Harbor");
    expect(stepTitle("Choose your family's plan", 'Error:')).toBe(
      "Error: Choose your family's plan – Harbor",
    );
  });

  it('reads a heading laid out on several lines as one line', () => {
    expect(stepTitle('  Enter\n   your code ')).toBe('Enter your code – Harbor');
  });
});
