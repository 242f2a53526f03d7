import type { ErrorFallbackMessageId } from './error-fallback.en';

/** The fallback error screen's own words in Spanish ("tú", docs/glossary-es.md). */
export const ERROR_FALLBACK_ES: Record<ErrorFallbackMessageId, string> = {
  'errorFallback.heading': 'Algo salió mal',
  'errorFallback.tryAgain': 'Intentar de nuevo',
};
