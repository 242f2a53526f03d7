import { isExternalLink } from '../rules/external-link';
import { type BridgeWindow, postNativeMessage } from './native-bridge';

/**
 * Inside the native apps, a click on a link that leaves the app is handed to the app
 * (linkToExternalBrowser) instead of navigating the webview. An app without that handler
 * lets the link work as on the website. Returns the listener's removal.
 */
export function routeExternalLinks(win: Window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (!isExternalLink(anchor.href, win.location.origin)) return;
    const bridge = win as unknown as BridgeWindow;
    if (postNativeMessage(bridge, 'linkToExternalBrowser', { url: anchor.href })) {
      event.preventDefault();
    }
  };
  win.document.addEventListener('click', onClick);
  return () => win.document.removeEventListener('click', onClick);
}
