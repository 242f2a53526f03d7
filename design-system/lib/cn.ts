import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, the caller's last. Not tailwind-merge: it costs about 9 KB gzip of the
 * first screen's 90 KB budget (docs/decisions/002-no-tailwind-merge.md). So a caller's
 * className adds (margins, width) and never fights a variant: to change a look, add a variant.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
