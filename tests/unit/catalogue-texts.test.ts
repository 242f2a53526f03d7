import { describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS } from '../../design-system/screens/identity-result/identity-result-screen';
import { ERROR_MESSAGES } from '../../flows/rules/errors';

/**
 * The design system may not import the flow core, so screens that print catalogue texts keep
 * their own copy for stories. These copies must stay the spec's words, as flows/rules has them.
 */
describe('texts screens print on their own', () => {
  it('are the error catalogue of section 8, word for word', () => {
    expect(IDENTITY_TEXTS.partialFail).toBe(ERROR_MESSAGES.partialIdentity);
    expect(IDENTITY_TEXTS.error).toBe(ERROR_MESSAGES.identityVerification);
  });
});
