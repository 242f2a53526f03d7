import { redact } from '../flows/rules/redact';

/**
 * The one deep redaction of spec section 3 (flows/rules), with free-text scrubbing on: log
 * messages, error messages and stacks quote the values that failed.
 */
export const redactForLogs = (value: unknown): unknown => redact(value, { text: true });
