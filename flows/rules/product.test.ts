import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { TEEN_PLACEHOLDER_EN } from '../../vocabulary/messages/teen-placeholder.en';
import { PRODUCT_NAME } from '../../vocabulary/product';

// A family does not know who "the provider" is; the texts say the name.
const catalogues = { ERROR_MESSAGES, TEEN_PLACEHOLDER_EN };

describe('catalogue texts name the product', () => {
  it.each(Object.entries(catalogues))('%s never says "the provider"', (_name, texts) => {
    const all = JSON.stringify(texts);
    expect(all).not.toMatch(/provider/i);
  });

  it('the closed-account text says which app to log in to', () => {
    expect(ERROR_MESSAGES.deactivatedNew).toBe(
      `Oops! Your account is currently closed. To reactivate, please log in to the ${PRODUCT_NAME} app.`,
    );
    expect(PRODUCT_NAME).toBe('Harbor');
  });
});
