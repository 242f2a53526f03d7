import { expect, storybookIndex, test } from '../support/storybook-preview';

// Story names are what a designer reads in the sidebar: sentences in sentence case ("Wrong
// code", "Core price change on"). Storybook names an unnamed export by capitalising every word
// of it ("Sms Unsupported", "Pay Pal Own Button"), and a toggle's own name is an identifier.
const stories = storybookIndex().filter((entry) => entry.type === 'story');

/** What a sentence-case name does not look like, and why. */
const faults: [RegExp, string][] = [
  [/\b[a-z]+[A-Z][A-Za-z]*\b/, 'a camelCase identifier (name the toggle in words)'],
  [/\b(Pay Pal|Sms|Po Box|Re Ordered|Apple pay|Google pay)\b/, 'a brand or word split apart'],
  // Every word capitalised, as Storybook words an export name (acronyms and numbers aside).
  [/^[A-Z][a-z]+( ([A-Z][a-z]*|[A-Z0-9]+))+$/, 'every word capitalised (sentence case)'],
];

/** Names that keep their capitals inside a sentence. */
const properNouns = /\b(Plaid|PayPal|Venmo|Apple Pay|Google Pay|Braintree)\b/g;

test('finds the stories in the built Storybook', () => {
  expect(stories.length).toBeGreaterThanOrEqual(400);
});

test('every story is named in sentence case', () => {
  const wrong = stories.flatMap((story) =>
    faults
      .filter(([pattern]) => pattern.test(story.name.replace(properNouns, 'it')))
      .map(([, why]) => `${story.title} › ${story.name}: ${why}`),
  );
  expect(wrong).toEqual([]);
});
