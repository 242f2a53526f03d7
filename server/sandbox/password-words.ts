import { PRODUCT_NAME } from '../../vocabulary/product';

/** What the service knows of the person: their own words make a guessable password. */
export type PasswordContext = {
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  names?: Array<string | null | undefined>;
};

// The common substitutions (P@ssw0rd), one reading of each: 1 as i and as l both.
const LEET: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
const unleet = (word: string, one: 'i' | 'l') =>
  word.replace(/[0134578@$!|]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));

/**
 * The words a password may be made of: itself lower-cased, without the digits and symbols
 * people add at the end (Harbor123!), and each of those read back from leetspeak (P@ssw0rd).
 */
export function wordsOf(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase();
  const bare = lower.replace(/[\d\W_]+$/u, '');
  const words = new Set<string>();
  for (const word of [lower, bare]) {
    if (word === '') continue;
    words.add(word);
    for (const one of ['i', 'l'] as const) {
      const read = unleet(word, one);
      words.add(read);
      words.add(read.replace(/[\d\W_]+$/u, ''));
    }
  }
  words.delete('');
  return [...words];
}

const plain = (word: string) =>
  word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.'-]+/g, '');

/**
 * Whether the password is the person's own words or the product's name: the email or its
 * local part, the phone number's digits, a name they gave (or first and last together), or
 * "Harbor", each as wordsOf reads them.
 */
export function isContextWord(password: string, context: PasswordContext): boolean {
  const digits = password.replace(/\D/g, '');
  const national = context.phoneNumber?.replace(/\D/g, '').slice(-10);
  if (national && /^[\d\s().+-]+$/.test(password) && digits.endsWith(national)) return true;
  const own = new Set<string>([PRODUCT_NAME.toLowerCase()]);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    own.add(email);
    own.add(plain(email.split('@')[0] ?? ''));
  }
  const names = (context.names ?? []).filter((name): name is string => Boolean(name?.trim()));
  for (const name of names) own.add(plain(name));
  if (names.length > 1) own.add(plain(names.join('')));
  own.delete('');
  return wordsOf(password).some((word) => own.has(word) || own.has(plain(word)));
}
