import { describe, expect, it } from 'vitest';
import { ANDROID_INTERFACE, type BridgeWindow, postNativeMessage } from './native-bridge';

function fakeIos() {
  const received: [string, unknown][] = [];
  const handler = (name: string) => ({
    postMessage: (body: unknown) => received.push([name, body]),
  });
  const win: BridgeWindow = {
    webkit: {
      messageHandlers: {
        registrationComplete: handler('registrationComplete'),
        registrationFailed: handler('registrationFailed'),
      },
    },
  };
  return { win, received };
}

function fakeAndroid() {
  const received: [string, string][] = [];
  const bridge = {
    registrationComplete(this: unknown, json: string) {
      if (this !== bridge) throw new Error('Android bridge methods must be called on the object');
      received.push(['registrationComplete', json]);
    },
  };
  return { win: { [ANDROID_INTERFACE]: bridge } as BridgeWindow, received };
}

const complete = {
  accountType: 'parent',
  initialAmount: 20,
  needsVerification: false,
  confirmationMessage: 'Your account is ready',
};

describe('postNativeMessage', () => {
  it('posts the payload object to the iOS message handler of that name', () => {
    const { win, received } = fakeIos();
    expect(postNativeMessage(win, 'registrationComplete', complete)).toBe(true);
    expect(received).toEqual([['registrationComplete', complete]]);
  });

  it('calls the Android interface method with the payload as JSON, bound to the interface', () => {
    const { win, received } = fakeAndroid();
    expect(postNativeMessage(win, 'registrationComplete', complete)).toBe(true);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]![1])).toEqual(complete);
  });

  it('does nothing in a plain browser and says so', () => {
    expect(postNativeMessage({}, 'registrationReAuth', {})).toBe(false);
  });

  it('reports a message the app has no handler for as not delivered', () => {
    const { win, received } = fakeIos();
    expect(postNativeMessage(win, 'linkToExternalBrowser', { url: 'https://example.com' })).toBe(
      false,
    );
    expect(received).toEqual([]);
  });
});
