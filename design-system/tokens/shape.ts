// Spacing on a 4 px grid; Tailwind's numeric utilities (p-4, gap-6...) read from this.
export const spacing = {
  px: '1px',
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export const borderRadius = {
  none: '0',
  sm: '0.25rem',
  DEFAULT: '0.5rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const boxShadow = {
  none: 'none',
  sm: '0 1px 2px 0 rgb(21 33 45 / 0.06)',
  DEFAULT: '0 1px 3px 0 rgb(21 33 45 / 0.1), 0 1px 2px -1px rgb(21 33 45 / 0.1)',
  card: '0 4px 16px -4px rgb(21 33 45 / 0.12)',
  dialog: '0 16px 48px -12px rgb(21 33 45 / 0.3)',
} as const;

/**
 * One column for the brand bar, the form and the footer; on a wide screen the card the form
 * sits on, the same column's content with room around it.
 */
export const maxWidth = {
  form: '28rem',
  card: '32rem',
} as const;
