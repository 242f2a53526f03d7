import * as React from 'react';
import { FIRST_SCREEN_EN } from '../../vocabulary/messages/first-screen.en';

/** An area's messages as written in English, the source language (vocabulary/messages). */
type Source = Readonly<Record<string, string>>;

type FirstScreen = typeof FIRST_SCREEN_EN;

/** The messages of an area that take no values: a screen reads them as text. */
export type TextId<S extends Source = FirstScreen> = {
  [Id in keyof S]: S[Id] extends `${string}{${string}` ? never : Id;
}[keyof S];

/** The messages of an area that name parts of the page (links) inside a sentence. */
export type RichId<S extends Source = FirstScreen> = Exclude<keyof S, TextId<S>>;

type Token = string | readonly [name: string, ...unknown[]];

/** A message as the build compiles it (app/compile-messages.ts): text, or Lingui's tokens. */
type Compiled = string | readonly Token[];

/**
 * The messages of one language that have loaded, compiled, by id: the first screen's at once,
 * the later pages' after it (flows/platform/catalogues.ts).
 */
export type Catalogue = Readonly<Record<string, Compiled>>;

/** English until the page says otherwise: a screen outside the app (a test) reads English. */
export const ENGLISH: Catalogue = FIRST_SCREEN_EN;

/** The page's language (a BCP 47 tag: plurals and numbers follow it) and its messages. */
type PageLanguage = { locale: string; messages: Catalogue };

const Messages = React.createContext<PageLanguage>({ locale: 'en', messages: ENGLISH });

/**
 * The page's language for every screen below it. Screens get their own copy from here, as
 * Polaris' components get theirs from its AppProvider; what a step's state says comes from its
 * view-model. Swapping the catalogue re-renders the screens and keeps everything typed.
 */
export function MessagesProvider({
  value,
  locale = 'en',
  children,
}: {
  value: Catalogue;
  locale?: string;
  children: React.ReactNode;
}) {
  const page = React.useMemo(() => ({ locale, messages: value }), [locale, value]);
  return <Messages.Provider value={page}>{children}</Messages.Provider>;
}

/** The page's language and its messages as loaded, for a message with values (format.tsx). */
export const usePageLanguage = (): PageLanguage => React.useContext(Messages);

/**
 * A message of the page's language by its id, or the English its caller already holds where
 * the language lacks it (or has not arrived): every text a screen shows is looked up here.
 */
export function useMessage(): (id: string, english: string) => string {
  const { messages } = React.useContext(Messages);
  return (id, english) => (messages[id] as string | undefined) ?? english;
}

/**
 * A text that reaches the page as words, not an id (spec section 8's messages, which rules and
 * the server hand on as text), in the page's language where its catalogue has those words.
 */
export function useWords(): (words: string) => string {
  const message = useMessage();
  return (words) => message(words, words);
}

/**
 * The texts of an area without values, in the page's language: the first screen's and the
 * frame's by default, a later page's from its area's English source, which its screen's chunk
 * brings and which stands for a language whose messages have not arrived.
 */
export function useText<S extends Source = FirstScreen>(
  source: S = FIRST_SCREEN_EN as unknown as S,
): (id: TextId<NoInfer<S>>) => string {
  const message = useMessage();
  return (id) => message(id as string, source[id as string] as string);
}

/**
 * A sentence with parts of the page inside it (the links of the consent line), for the first
 * screen, whose budget has no room for plurals and numbers (a later page uses format.tsx's
 * Message): the parts take
 * the places the language gives them, so word order is the translation's, not the screen's.
 */
export function RichText<S extends Source = FirstScreen>({
  id,
  parts,
  source = FIRST_SCREEN_EN as unknown as S,
}: {
  id: RichId<NoInfer<S>>;
  parts: Record<string, React.ReactNode>;
  source?: S;
}) {
  const message = React.useContext(Messages).messages[id as string] ?? source[id as string] ?? '';
  const tokens = typeof message === 'string' ? [message] : message;
  return tokens.map((token, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's tokens are positions, never reordered.
    <React.Fragment key={index}>
      {typeof token === 'string' ? token : parts[token[0]]}
    </React.Fragment>
  ));
}
