/**
 * Prove's wire names (spec section 7), apart from endpoints.ts so the first screen, which reads
 * the redirect's result, does not carry the whole endpoint table.
 */

/** Mock settings of /api/prove-redirect-uri travel in this header. */
export const PROVE_MOCK_STATUS_HEADER = 'prove-mock-status';

/** The query parameter Prove's final target carries back to the page: success or failed. */
export const PROVE_RESULT_PARAM = 'proveStatus';
