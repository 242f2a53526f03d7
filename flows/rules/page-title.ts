import { PRODUCT_NAME } from '../../vocabulary/product';

// The page title ends with the product's name (GOV.UK: "Question – Service name").

/**
 * The page title of a step: its heading, then the product. While the page shows an error
 * summary the title starts with the language's "Error:" (errorPrefix), so a screen reader user
 * hears at once, on the title alone, that the page came back with a problem (GOV.UK's error
 * summary pattern).
 */
export const stepTitle = (heading: string, errorPrefix?: string): string =>
  `${errorPrefix ? `${errorPrefix} ` : ''}${heading.replace(/\s+/g, ' ').trim()} – ${PRODUCT_NAME}`;
