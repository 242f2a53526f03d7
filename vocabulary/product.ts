/**
 * The product's name. The spec says "the provider" where its texts name the product; the
 * texts a family reads say the name, as the page title and the brand bar do.
 */
export const PRODUCT_NAME = 'Harbor';
