import { PRODUCT_NAME } from '../product';

/**
 * The two messages of the error catalogue (errors.en.ts) the first screen shows by itself, before
 * any later page's code has come: a page that broke, and a press whose call never got an answer.
 * They live here so the first screen's script carries these two and not the whole catalogue,
 * which comes with the later pages; the catalogue spreads them in, so they are still found in
 * it, and by their words in another language.
 */
export const FIRST_SCREEN_ERRORS = {
  crash:
    'An unexpected error occurred. Please try again. If the problem continues please call support at 888-483-2645.',
  /**
   * Ours (section 8's default is for the server's own failures): the call never reached the
   * server, or nothing answered for it (offline, a timeout, the server down behind its proxy).
   * Nothing typed is lost: the page and its answers stay as they were.
   */
  connection: `We couldn't reach ${PRODUCT_NAME}. Check your internet connection and try again. Nothing you entered has been lost.`,
} as const;
