import * as React from 'react';
import { FIRST_SCREEN_EN } from '../../vocabulary/messages/first-screen.en';

type Sources = typeof FIRST_SCREEN_EN;

/** Every message a screen may show, by its id in the catalogue (vocabulary/messages). */
type MessageId = keyof Sources;

/** The messages that take no values: a screen reads them as text. */
export type TextId = {
  [Id in MessageId]: Sources[Id] extends `${string}{${string}` ? never : Id;
}[MessageId];

/** The messages that name parts of the page (links) inside a sentence. */
export type RichId = Exclude<MessageId, TextId>;

type Token = string | readonly [name: string, ...unknown[]];

/** A message as the build compiles it (app/compile-messages.ts): text, or Lingui's tokens. */
type Compiled = string | readonly Token[];

/** The messages of one language, compiled. */
export type Catalogue = Readonly<Record<MessageId, Compiled>>;

/** English until the page says otherwise: a screen outside the app (a test) reads English. */
export const ENGLISH = FIRST_SCREEN_EN as unknown as Catalogue;

const Messages = React.createContext<Catalogue>(ENGLISH);

/**
 * The page's language for every screen below it. Screens get their own copy from here, as
 * Polaris' components get theirs from its AppProvider; what a step's state says comes from its
 * view-model. Swapping the catalogue re-renders the screens and keeps everything typed.
 */
export const MessagesProvider = Messages.Provider;

/** The text of a message without values, in the page's language. */
export function useText(): (id: TextId) => string {
  const messages = React.useContext(Messages);
  return (id) => messages[id] as string;
}

/**
 * A sentence with parts of the page inside it (the links of the consent line): the parts take
 * the places the language gives them, so word order is the translation's, not the screen's.
 */
export function RichText({ id, parts }: { id: RichId; parts: Record<string, React.ReactNode> }) {
  const message = React.useContext(Messages)[id];
  const tokens = typeof message === 'string' ? [message] : message;
  return tokens.map((token, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's tokens are positions, never reordered.
    <React.Fragment key={index}>
      {typeof token === 'string' ? token : parts[token[0]]}
    </React.Fragment>
  ));
}
