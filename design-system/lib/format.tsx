import * as React from 'react';
import type { Sentence } from '../../vocabulary/messages/sentence';
import { usePageLanguage } from './text';

/** An area's messages as written in English, the source language (vocabulary/messages). */
type Source = Readonly<Record<string, unknown>>;

/** The messages of an area that take values ("{count, plural, ...}", "{name}"). */
export type ValuedId<S extends Source> = {
  [Id in keyof S]: S[Id] extends `${string}{${string}` ? Id : never;
}[keyof S];

/** A value a message places: a number (plurals, "#") or text, or a part of the page. */
type Value = string | number | React.ReactNode;

// Lingui's compiled form (app/compile-messages.ts): text, a value by name, or a choice.
type Token = string | readonly [name: string, kind?: string, options?: unknown];
type Choices = Readonly<Record<string, string | readonly Token[]>>;

/** Numbers as a US family reads them in its language (es-US: 1,234): webreg serves the US. */
const numbers = (locale: string) =>
  new Intl.NumberFormat(locale.includes('-') ? locale : `${locale}-US`);

/**
 * Places the values in a compiled message: a plural or select picks its branch by the
 * language's rules (an exact `=N` first), and `#` inside a plural is the count in the
 * language's digits.
 */
function place(
  message: string | readonly Token[],
  values: Readonly<Record<string, Value>>,
  locale: string,
  count?: number,
): Value[] {
  if (typeof message === 'string') return [message];
  return message.flatMap((token): Value[] => {
    if (typeof token === 'string') {
      return token === '#' && count !== undefined ? [numbers(locale).format(count)] : [token];
    }
    const [name, kind, options] = token;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      const choices = options as Choices;
      const branch =
        kind === 'select'
          ? choices[String(value)]
          : // An exact `=N` compiles to the key N.
            (choices[String(value)] ??
            choices[
              new Intl.PluralRules(locale, {
                type: kind === 'plural' ? 'cardinal' : 'ordinal',
              }).select(Number(value))
            ]);
      const chosen = branch ?? choices.other ?? '';
      return place(chosen, values, locale, kind === 'select' ? count : Number(value));
    }
    if (typeof value === 'number') return [numbers(locale).format(value)];
    return [value ?? ''];
  });
}

/**
 * Messages with values in the page's language, as text (a title, a label, an announcement):
 * the language's where it has loaded, else the area's English, which the screen's chunk brings.
 */
export function useFormat<S extends Source>(
  source: S,
): (id: ValuedId<NoInfer<S>>, values: Readonly<Record<string, string | number>>) => string {
  const { locale, messages } = usePageLanguage();
  return (id, values) => {
    const message = (messages[id as string] ?? source[id as string] ?? '') as string | Token[];
    return place(message, values, locale).join('');
  };
}

/**
 * A message with values where some are parts of the page (a link, a bold amount): the parts
 * take the places the language gives them, and plurals follow the language's rules.
 */
export function Message<S extends Source>({
  id,
  values,
  source,
}: {
  id: ValuedId<NoInfer<S>>;
  values: Readonly<Record<string, Value>>;
  source: S;
}) {
  const { locale, messages } = usePageLanguage();
  const message = (messages[id as string] ?? source[id as string] ?? '') as string | Token[];
  return place(message, values, locale).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts are positions, never reordered.
    <React.Fragment key={index}>{part}</React.Fragment>
  ));
}

/**
 * A sentence as text in a language: a message by reference from the areas given (their English
 * where the messages lack it), words by their English words.
 * @internal
 */
export function sentenceText(
  sentence: Sentence,
  messages: Readonly<Record<string, unknown>>,
  locale: string,
  sources: readonly Source[],
): string {
  if (typeof sentence === 'string') return (messages[sentence] as string | undefined) ?? sentence;
  const english = sources.find((source) => sentence.id in source)?.[sentence.id];
  const message = (messages[sentence.id] ?? english ?? sentence.id) as string | Token[];
  return place(message, sentence.values ?? {}, locale).join('');
}

/**
 * Sentences as a rule or a view-model says them, as text in the page's language: a message by
 * reference from the areas given (their English stands in until the language arrives), words
 * by their English words (useWords).
 */
export function useSentence(
  ...sources: Source[]
): (sentence: Sentence | undefined) => string | undefined {
  const { locale, messages } = usePageLanguage();
  return (sentence) =>
    sentence === undefined ? undefined : sentenceText(sentence, messages, locale, sources);
}
