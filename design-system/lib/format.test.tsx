import { compileMessage } from '@lingui/message-utils/compileMessage';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { ERRORS_ES } from '../../vocabulary/messages/errors.es';
import { Message, useFormat, useSentence } from './format';
import { type Catalogue, MessagesProvider } from './text';

// An area as a screen's chunk brings it (compiled), and its Spanish as the page loads it.
const SOURCE = {
  'test.left': 'You have {tries, plural, =0 {no tries} one {# try} other {# tries}} left.',
  'test.sent': 'We sent it to {number} at {time}.',
  'test.kind': '{kind, select, card {Card} bank {Bank} other {Account}} ending {last4}',
} as const;
const compile = (messages: Record<string, string>): Catalogue =>
  Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, compileMessage(text) as Catalogue[string]]),
  );
const ENGLISH = compile(SOURCE) as unknown as typeof SOURCE;
const SPANISH = compile({
  'test.left':
    'Te {tries, plural, =0 {quedan cero intentos} one {queda # intento} other {quedan # intentos}}.',
  'test.sent': 'Lo enviamos al {number} a las {time}.',
});

function Texts() {
  const format = useFormat(ENGLISH);
  return (
    <p>
      {format('test.left', { tries: 0 })}|{format('test.left', { tries: 1 })}|
      {format('test.left', { tries: 1234 })}|{format('test.kind', { kind: 'bank', last4: '6789' })}
    </p>
  );
}

const inLanguage = (locale: string | undefined, messages: Catalogue, node: React.ReactNode) =>
  renderToStaticMarkup(
    locale ? (
      <MessagesProvider value={messages} locale={locale}>
        {node}
      </MessagesProvider>
    ) : (
      node
    ),
  );

describe('a message with values', () => {
  it('is English outside the app, its plural and select chosen by the values', () => {
    expect(inLanguage(undefined, {}, <Texts />)).toBe(
      '<p>You have no tries left.|You have 1 try left.|You have 1,234 tries left.|Bank ending 6789</p>',
    );
  });

  it("follows the page's language, its numbers and its plurals, and the area's English where the language lacks a message", () => {
    expect(inLanguage('es', SPANISH, <Texts />)).toBe(
      '<p>Te quedan cero intentos.|Te queda 1 intento.|Te quedan 1,234 intentos.|Bank ending 6789</p>',
    );
  });

  it('places parts of the page where the language puts them', () => {
    const sent = (
      <Message
        id="test.sent"
        source={ENGLISH}
        values={{ number: <b>(555) 555-0100</b>, time: '3:05' }}
      />
    );
    expect(inLanguage('en', {}, sent)).toBe('We sent it to <b>(555) 555-0100</b> at 3:05.');
    expect(inLanguage('es', SPANISH, sent)).toBe(
      'Lo enviamos al <b>(555) 555-0100</b> a las 3:05.',
    );
  });
});

function Sentences() {
  const sentence = useSentence(ENGLISH);
  return (
    <p>
      {sentence({ id: 'test.left', values: { tries: 2 } })}|{sentence(ERROR_MESSAGES.default)}|
      {sentence(undefined) ?? '-'}
    </p>
  );
}

describe('a sentence as a rule says it', () => {
  it('is worded by reference or by its words, in English outside the app', () => {
    expect(inLanguage(undefined, {}, <Sentences />)).toBe(
      `<p>You have 2 tries left.|${ERROR_MESSAGES.default}|-</p>`,
    );
  });

  it("is worded in the page's language once it has the message or the words", () => {
    const spanish = { ...SPANISH, [ERROR_MESSAGES.default]: ERRORS_ES.default };
    expect(inLanguage('es', spanish, <Sentences />)).toBe(
      `<p>Te quedan 2 intentos.|${ERRORS_ES.default}|-</p>`,
    );
  });
});
