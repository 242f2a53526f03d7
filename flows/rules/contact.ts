/**
 * How a family reaches the provider outside this flow: the support number the failure pages
 * name, and the store pages of the native apps the completion page links to.
 */

/** Customer support's number (spec section 8's texts name it), as shown and as dialled. */
export const SUPPORT_PHONE = { display: '1-888-483-2645', tel: 'tel:+18884832645' } as const;

/** The provider's store pages; an operator replaces them with the real listings. */
export const APP_LINKS = {
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store/apps',
} as const;
