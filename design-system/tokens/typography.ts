// One variable font shipped with the app (see design-system/styles.css), so screenshots
// render the same on every machine; system fonts are only a fallback while it loads.
export const fontFamily = {
  sans: ['"Inter Variable"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
};

// [size, { lineHeight }]: a compact mobile-first scale, 16 px body so iOS never zooms inputs.
export const fontSize = {
  xs: ['0.75rem', { lineHeight: '1rem' }],
  sm: ['0.875rem', { lineHeight: '1.25rem' }],
  base: ['1rem', { lineHeight: '1.5rem' }],
  lg: ['1.125rem', { lineHeight: '1.75rem' }],
  xl: ['1.25rem', { lineHeight: '1.75rem' }],
  '2xl': ['1.5rem', { lineHeight: '2rem' }],
  '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
} as const;

export const fontWeight = {
  normal: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;
