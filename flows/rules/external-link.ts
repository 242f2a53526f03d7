/**
 * Whether a link leaves the app: another site, or a scheme the phone itself handles (tel:,
 * mailto:, sms:). Inside the native apps such links open outside the webview (the app's
 * linkToExternalBrowser), so the flow is not replaced by a page with no way back.
 */
export function isExternalLink(href: string, appOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, appOrigin);
  } catch {
    return false;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin !== appOrigin;
  return url.protocol !== 'javascript:' && url.protocol !== 'data:' && url.protocol !== 'blob:';
}
