/**
 * The reset link of /reset-password/{type}/{uid}/{token}, held in memory only: never in the
 * state proxies (which session storage mirrors), never in the address bar after it is read
 * (spec section 2). A reload forgets it; the emailed link still works until it is used.
 */
export type ResetLink = { type: string; uid: string; token: string };

let held: ResetLink | null = null;

export function holdResetLink(link: ResetLink): void {
  held = link;
}

export function heldResetLink(): ResetLink | null {
  return held;
}

export function forgetResetLink(): void {
  held = null;
}

/** The link as the identity service receives it (validate-reset-password-token's url). */
export const resetLinkUrl = (origin: string, link: ResetLink): string =>
  `${origin}/reset-password/${[link.type, link.uid, link.token].map(encodeURIComponent).join('/')}`;
