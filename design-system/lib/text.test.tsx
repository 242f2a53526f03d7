import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EN } from '../../vocabulary/messages/account.en';
import { ACCOUNT_ES } from '../../vocabulary/messages/account.es';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { FIRST_SCREEN_ES } from '../../vocabulary/messages/first-screen.es';
import { type Catalogue, MessagesProvider, RichText, useText, useWords } from './text';

function Texts() {
  const frame = useText();
  const account = useText(ACCOUNT_EN);
  const words = useWords();
  return (
    <p>
      {frame('page.continue')}|{account('account.logIn')}|{words(ERROR_MESSAGES.sessionExpired)}|
      {words('Words no catalogue has.')}
    </p>
  );
}

const inLanguage = (messages: Catalogue | undefined, node: React.ReactNode) =>
  renderToStaticMarkup(
    messages ? <MessagesProvider value={messages}>{node}</MessagesProvider> : node,
  );

describe('the texts a screen reads', () => {
  it('are English outside the app, with no messages above the screen', () => {
    expect(inLanguage(undefined, <Texts />)).toBe(
      `<p>Continue|Log in instead|${ERROR_MESSAGES.sessionExpired}|Words no catalogue has.</p>`,
    );
  });

  it("are the language's where it has them, and the area's English where it has not yet", () => {
    // The first screen's Spanish has arrived, the later pages' not yet.
    expect(inLanguage(FIRST_SCREEN_ES, <Texts />)).toBe(
      `<p>Continuar|Log in instead|${ERROR_MESSAGES.sessionExpired}|Words no catalogue has.</p>`,
    );
    const all = {
      ...FIRST_SCREEN_ES,
      ...ACCOUNT_ES,
      [ERROR_MESSAGES.sessionExpired]: 'Tu sesión venció. Vuelve a iniciar sesión.',
    };
    expect(inLanguage(all, <Texts />)).toBe(
      '<p>Continuar|Mejor inicia sesión|Tu sesión venció. Vuelve a iniciar sesión.|Words no catalogue has.</p>',
    );
  });

  it("put the page's parts where the language places them", () => {
    const suggestion = (
      <RichText
        source={ACCOUNT_EN}
        id="account.suggestion"
        parts={{ email: <strong>sam@gmail.com</strong> }}
      />
    );
    expect(inLanguage(undefined, suggestion)).toBe('Did you mean <strong>sam@gmail.com</strong>?');
    expect(inLanguage(ACCOUNT_ES, suggestion)).toBe(
      '¿Quisiste decir <strong>sam@gmail.com</strong>?',
    );
  });
});
