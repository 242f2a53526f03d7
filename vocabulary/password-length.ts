/**
 * NIST SP 800-63B 3.1.1.2: at least 8 characters, at least 64 accepted, no composition rules.
 * The service's limits, and the words that say them (messages/server-answers).
 */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
