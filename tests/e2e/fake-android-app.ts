import type { Page } from '@playwright/test';
import { NATIVE_BANK_LINK_CALLBACK } from '../../flows/platform/bank-link';
import type { NativeMessage } from './fake-ios-app';

/**
 * A fake of the Android app's addJavascriptInterface object (window.Android): every method
 * records its message, and window.close() is recorded as closeWebView. The native bank link
 * answers like the real app would, through the page's callback. The record survives reloads (session storage), as the app would see every
 * message.
 */
export async function fakeAndroidApp(page: Page): Promise<() => Promise<NativeMessage[]>> {
  await page.addInitScript((callback) => {
    const key = 'fake-android-messages';
    const w = window as unknown as Record<string, unknown>;
    const record = (name: string) => (json: string) => {
      const received = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      received.push({ name, body: JSON.parse(json) });
      sessionStorage.setItem(key, JSON.stringify(received));
    };
    // The WebView's WebChromeClient.onCloseWindow: the page asked to be closed.
    window.close = () => record('closeWebView')('{}');
    w.Android = {
      setUserInfo: record('setUserInfo'),
      registrationComplete: record('registrationComplete'),
      registrationFailed: record('registrationFailed'),
      registrationReAuth: record('registrationReAuth'),
      linkToExternalBrowser: record('linkToExternalBrowser'),
      launchNativePlaidFlow: (json: string) => {
        record('launchNativePlaidFlow')(json);
        // The app's own flow opens the link with the page's link token (as Plaid's SDK would).
        const { linkToken } = JSON.parse(json) as { linkToken: string };
        void fetch('/api/v1/registration/sandbox/public-token', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ link_token: linkToken }),
        })
          .then((response) => response.json())
          .then((linked: { publicToken: string; accounts: { accountId: string }[] }) => {
            const finish = w[callback] as (result: string) => void;
            finish(
              JSON.stringify({
                publicToken: linked.publicToken,
                accountId: linked.accounts[0]!.accountId,
              }),
            );
          });
      },
    };
  }, NATIVE_BANK_LINK_CALLBACK);
  return () =>
    page.evaluate(
      () => JSON.parse(sessionStorage.getItem('fake-android-messages') ?? '[]') as NativeMessage[],
    );
}

/**
 * The Android app's back button, as the app handles it: WebView.canGoBack() then goBack(),
 * which is history.back() in the page; with nothing to go back to, the app would close the
 * webview (recorded as closeWebView). Returns once the page has had its popstate.
 */
export async function pressAndroidBack(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const nav = (window as unknown as { navigation?: { canGoBack: boolean } }).navigation;
        if (!nav?.canGoBack) {
          const key = 'fake-android-messages';
          const received = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
          received.push({ name: 'closeWebView', body: {} });
          sessionStorage.setItem(key, JSON.stringify(received));
          resolve();
          return;
        }
        window.addEventListener('popstate', () => resolve(), { once: true });
        history.back();
      }),
  );
}
