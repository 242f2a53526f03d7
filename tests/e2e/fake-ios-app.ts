import type { Page } from '@playwright/test';
import type { NativeMessageName } from '../../flows/platform/native-bridge';

export type NativeMessage = { name: string; body: Record<string, unknown> };

const DEFAULT_HANDLERS: NativeMessageName[] = [
  'registrationComplete',
  'registrationFailed',
  'registrationReAuth',
  'setUserInfo',
];

/**
 * A fake of the iOS app's WKScriptMessageHandlers (window.webkit.messageHandlers), one per
 * message name the app is said to support, recording every message the page posts (and
 * window.close() as closeWebView). Returns a
 * reader of what was recorded so far on the current page.
 */
export async function fakeIosApp(
  page: Page,
  handlers: NativeMessageName[] = DEFAULT_HANDLERS,
): Promise<() => Promise<NativeMessage[]>> {
  await page.addInitScript((names) => {
    const received: { name: string; body: unknown }[] = [];
    (window as unknown as { nativeMessages: typeof received }).nativeMessages = received;
    // WKUIDelegate.webViewDidClose: the page asked to be closed.
    window.close = () => received.push({ name: 'closeWebView', body: {} });
    (window as unknown as { webkit: unknown }).webkit = {
      messageHandlers: Object.fromEntries(
        names.map((name) => [
          name,
          { postMessage: (body: unknown) => received.push({ name, body }) },
        ]),
      ),
    };
  }, handlers);
  return () =>
    page.evaluate(() => (window as unknown as { nativeMessages: NativeMessage[] }).nativeMessages);
}
