import { composeStories } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Catalogue, MessagesProvider } from '../../design-system/lib/text';
import { LATER_PAGES_ES } from '../../vocabulary/messages/later-pages.es';
import { PRODUCT_NAME } from '../../vocabulary/product';

type StoriesModule = Parameters<typeof composeStories>[0];
type Compiled = Catalogue[string];

// Every screen's stories, the frame's own (shared/) too.
const stories = import.meta.glob<StoriesModule>('../../design-system/screens/**/*.stories.tsx', {
  eager: true,
});

// Every area's English as the browser gets it (compiled by the build's plugin), and the
// sample question the frame's own stories put in it.
const areas = import.meta.glob<Record<string, Record<string, Compiled>>>(
  ['../../vocabulary/messages/*.en.ts', '../../flows/views/fixtures/*.en.ts'],
  { eager: true },
);

// Each Latin letter as a look-alike outside ASCII: a text of the catalogue still reads, and
// any run of ASCII letters left on the page came from somewhere else.
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';
const accent = (text: string) =>
  [...text].map((letter) => ACCENTED[PLAIN.indexOf(letter)] ?? letter).join('');

/** A compiled message with its words accented; its values' names and `#` kept. */
function pseudo(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((token) =>
    typeof token === 'string'
      ? token === '#'
        ? token
        : accent(token)
      : token.length === 3
        ? [
            token[0],
            token[1],
            Object.fromEntries(
              Object.entries(token[2] as Record<string, Compiled>).map(([key, branch]) => [
                key,
                pseudo(branch),
              ]),
            ),
          ]
        : token,
  ) as Compiled;
}

// The pseudo language: every message of every area by id, and every text the pages find by
// its English words (spec section 8, the checks) by those words, as the Spanish chunk has them.
const PSEUDO: Catalogue = Object.fromEntries([
  ...Object.values(areas).flatMap((module) =>
    Object.values(module).flatMap((area) =>
      typeof area === 'object' && area !== null
        ? Object.entries(area).map(([id, message]) => [id, pseudo(message)])
        : [],
    ),
  ),
  ...Object.keys(LATER_PAGES_ES)
    .filter((key) => /\s/.test(key))
    .map((words) => [words, accent(words)]),
]);

/** Names a family reads as they are in every language: brands, never translated. */
const BRANDS = [
  PRODUCT_NAME,
  'Apple',
  'Pay',
  'Google',
  'PayPal',
  'Venmo',
  'Visa',
  'Mastercard',
  // The stores' names on their badges.
  'App',
  'Store',
  'Play',
];

// The words Intl itself prints for the page's language (month and day names, a list's "and"):
// the language's own, never a catalogue's.
const INTL_WORDS = [
  ...Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, month, 1),
    ),
  ),
  ...Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 2, 1 + day),
    ),
  ),
  ...new Intl.ListFormat('en-US', { type: 'conjunction' })
    .formatToParts(['a', 'b', 'c'])
    .flatMap((part) => (part.type === 'literal' ? (part.value.match(/[A-Za-z]+/g) ?? []) : [])),
];

/**
 * The story's data as words (a child's name, an email, a bank's name): short texts of its args,
 * which a page shows as given. A sentence among the args is copy, not data, and counts against.
 */
function dataWords(args: unknown, words = new Set<string>(), asSent = false): Set<string> {
  if (typeof args === 'string') {
    if (asSent || args.trim().split(/\s+/).length <= 3) {
      for (const word of args.match(/[A-Za-z]+/g) ?? []) words.add(word);
    }
  } else if (Array.isArray(args)) {
    for (const item of args) dataWords(item, words, asSent);
  } else if (args && typeof args === 'object') {
    for (const value of Object.values(args)) dataWords(value, words, asSent);
  }
  return words;
}

/**
 * The args a story's parameters name as another service's own words (`asSent`: the identity
 * service's questions), which a page shows as that service sends them, sentences and all.
 */
function sentWords(args: object, parameters: { asSent?: readonly string[] } | undefined) {
  const sent = (parameters?.asSent ?? []).map((name) => (args as Record<string, unknown>)[name]);
  return dataWords(sent, new Set(), true);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name) => ENTITIES[name]!);

/** What a person or a screen reader meets on the page: its text and its spoken attributes. */
function texts(markup: string): string[] {
  const spoken = [...markup.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
    (match) => match[1]!,
  );
  const shown = markup
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .split(/<[^>]*>/)
    .filter((text) => text.trim());
  return [...shown, ...spoken].map(decode);
}

describe('every screen state in a pseudo-language', () => {
  for (const [file, module] of Object.entries(stories)) {
    const title = module.default.title as string;
    it(`${title}: every text comes from the catalogue`, () => {
      const foreign: string[] = [];
      const composed = composeStories(module) as Record<
        string,
        React.FC & { args: object; parameters?: { asSent?: readonly string[] } }
      >;
      for (const [name, Story] of Object.entries(composed)) {
        // An All states board puts the states with their captions, which are Storybook's.
        if (name === 'AllStates') continue;
        const markup = renderToStaticMarkup(
          <MessagesProvider value={PSEUDO}>
            <Story />
          </MessagesProvider>,
        );
        const allowed = new Set([
          ...BRANDS,
          ...INTL_WORDS,
          ...dataWords(Story.args),
          ...sentWords(Story.args, Story.parameters),
        ]);
        for (const text of texts(markup)) {
          const words = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word));
          if (words.length > 0) foreign.push(`${name}: "${text.trim()}"`);
        }
      }
      const unique = [...new Set(foreign)];
      expect(unique, file).toEqual([]);
    });
  }
});
