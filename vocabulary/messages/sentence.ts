/**
 * A message of a catalogue area with the values it places, as a rule or a view-model says it
 * (a check with its limit, a page's fact with its amount): the screen words it in the page's
 * language (design-system/lib/format.tsx, useSentence).
 */
export type MessageRef<Id extends string = string> = {
  readonly id: Id;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * What a page shows as one sentence: a message by reference, or words that arrive as text
 * (spec section 8's messages, a check without values), found by their English words.
 */
export type Sentence<Id extends string = string> = string | MessageRef<Id>;

/**
 * A sentence for a page or a check that words only text: the words. Only the code step's
 * refusals and notices and the checks that say a value are said by reference, and only pages
 * whose areas word them are sent them; one that reaches a page of words anyway shows as its
 * id, which every story's English and the pseudo-language test catch, rather than vanish.
 */
export const wordsOf = (sentence: Sentence | null | undefined): string | undefined =>
  sentence === null || sentence === undefined
    ? undefined
    : typeof sentence === 'string'
      ? sentence
      : sentence.id;
