import type { Config } from 'tailwindcss';
import { colors } from './design-system/tokens/colors';
import { borderRadius, boxShadow, maxWidth, spacing } from './design-system/tokens/shape';
import { fontFamily, fontSize, fontWeight } from './design-system/tokens/typography';

// The theme is the design tokens and nothing else: Tailwind's default palette is replaced,
// not extended, so a class outside the brand (bg-red-500) simply does not exist.
export default {
  content: [],
  theme: {
    colors: { transparent: 'transparent', current: 'currentColor', ...colors },
    fontFamily,
    fontSize,
    fontWeight,
    spacing,
    borderRadius,
    boxShadow,
    extend: { maxWidth },
  },
} satisfies Config;
