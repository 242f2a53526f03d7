import { describe, expect, it } from 'vitest';
import { colors } from './colors';

// WCAG 2.2 relative luminance and contrast ratio, for checking token pairs.
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

// Every text/background pair the primitives use, with the WCAG AA minimum it must clear
// (4.5 for body text, 3 for large text and non-text UI such as borders and focus rings).
const pairs: [string, string, string, number][] = [
  ['body text on page', colors.ink[900], colors.ink[50], 4.5],
  ['body text on white', colors.ink[900], colors.white, 4.5],
  ['secondary text on white', colors.ink[700], colors.white, 4.5],
  ['secondary text on page', colors.ink[700], colors.ink[50], 4.5],
  ['placeholder / hint on white', colors.ink[500], colors.white, 4.5],
  ['primary button label', colors.white, colors.brand[700], 4.5],
  ['primary button hover', colors.white, colors.brand[800], 4.5],
  ['disabled button label', colors.ink[900], colors.ink[300], 4.5],
  ['link on white', colors.brand[700], colors.white, 4.5],
  ['link on page', colors.brand[700], colors.ink[50], 4.5],
  ['error text on white', colors.danger[700], colors.white, 4.5],
  ['error text on its alert', colors.danger[800], colors.danger[50], 4.5],
  ['success text on its alert', colors.success[700], colors.success[50], 4.5],
  ['warning text on its alert', colors.warning[800], colors.warning[50], 4.5],
  ['info text on its alert', colors.brand[800], colors.brand[50], 4.5],
  ['input border on white', colors.ink[500], colors.white, 3],
  ['focus ring on white', colors.focus, colors.white, 3],
  ['focus ring on page', colors.focus, colors.ink[50], 3],
];

describe('colour tokens meet WCAG AA', () => {
  it.each(pairs)('%s', (_name, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });

  it('computes the known extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
