// Messages from the embedded flow to the provider's native apps (spec section 7, "Native
// bridge messages"). iOS exposes WKScriptMessageHandlers under window.webkit.messageHandlers;
// Android exposes one object added with addJavascriptInterface, whose methods take a string.
// In a plain browser neither exists and every post is a no-op.

export type NativeMessages = {
  /** Lets the app store the credentials in the keychain; never logged anywhere. */
  setUserInfo: { email: string; password: string; jwt: string };
  registrationComplete: {
    accountType: string;
    initialAmount: number | null;
    needsVerification: boolean;
    confirmationMessage: string;
  };
  registrationFailed: { appOs: string; error: string };
  registrationReAuth: Record<string, never>;
  launchNativePlaidFlow: { linkToken: string };
  linkToExternalBrowser: { url: string };
};

export type NativeMessageName = keyof NativeMessages;

/**
 * The name of the Android JavaScript interface object on window.
 * @internal
 */
export const ANDROID_INTERFACE = 'Android';

type IosHandlers = Partial<Record<NativeMessageName, { postMessage: (body: unknown) => void }>>;
type AndroidInterface = Partial<Record<NativeMessageName, (json: string) => void>>;

export type BridgeWindow = {
  webkit?: { messageHandlers?: IosHandlers };
  [ANDROID_INTERFACE]?: AndroidInterface;
};

/**
 * Posts one message to whichever native app hosts the page. Returns whether a handler took it,
 * so callers can fall back (e.g. open a link in the page) when the app does not support it.
 */
export function postNativeMessage<Name extends NativeMessageName>(
  win: BridgeWindow,
  name: Name,
  payload: NativeMessages[Name],
): boolean {
  const ios = win.webkit?.messageHandlers?.[name];
  if (ios) {
    ios.postMessage(payload);
    return true;
  }
  const android = win[ANDROID_INTERFACE]?.[name];
  if (typeof android === 'function') {
    // Called as a method: Android's bridge object checks `this`.
    android.call(win[ANDROID_INTERFACE], JSON.stringify(payload));
    return true;
  }
  return false;
}
