/**
 * The fallback error screen's own words, in English (the crash text is section 8's, found by its
 * words). The screen is in the first screen's script, so this English is too; its Spanish comes
 * with the later pages', as the crash text's does, and costs the first screen nothing.
 */
export const ERROR_FALLBACK_EN = {
  'errorFallback.heading': 'Something went wrong',
  'errorFallback.tryAgain': 'Try again',
} as const;

export type ErrorFallbackMessageId = keyof typeof ERROR_FALLBACK_EN;
