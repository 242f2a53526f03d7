import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Decision records share one shape (Date, Status, Context, Decision, Consequences) and one
// index, so a reader can tell what is still in force without reading every record.
const dir = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const RECORD_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;
const SECTIONS = ['Context', 'Decision', 'Consequences'] as const;
const STATUS = /^(proposed|accepted|deprecated|superseded by \d{3})(; amended by \d{3}.*)?$/;

/** What is wrong with one record's text: an empty list when it has the shape. */
function recordProblems(number: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!lines[0]?.startsWith(`# ${number}: `)) problems.push(`title is not "# ${number}: ..."`);
  const date = lines.find((line) => line.startsWith('Date: '))?.slice(6);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    problems.push('no "Date: YYYY-MM-DD" line');
  const status = statusOf(text);
  if (!status || !STATUS.test(status)) problems.push(`no known "Status:" line (${status ?? ''})`);
  const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  const found = headings.filter((heading): heading is (typeof SECTIONS)[number] =>
    (SECTIONS as readonly string[]).includes(heading),
  );
  for (const section of SECTIONS)
    if (!found.includes(section)) problems.push(`no "## ${section}" section`);
  if (found.length === SECTIONS.length && found.join() !== SECTIONS.join())
    problems.push(`sections out of order: ${found.join(', ')}`);
  return problems;
}

const statusOf = (text: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith('Status: '))
    ?.slice(8)
    .trim();

/** The index's rows: record file -> the status the index gives it. */
function indexRows(index: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of index.split('\n')) {
    const match = /^\| \[\d{3}\]\(([^)]+)\) \|.*\| ([^|]+) \|$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

const records = readdirSync(dir)
  .filter((name) => RECORD_NAME.test(name))
  .sort();
const index = readFileSync(path.join(dir, 'README.md'), 'utf8');

describe('decision records', () => {
  it('finds the records it checks', () => {
    expect(records.length).toBeGreaterThan(30);
  });

  for (const name of records) {
    it(`${name} has a title, Date, Status, Context, Decision and Consequences`, () => {
      const number = RECORD_NAME.exec(name)![1]!;
      expect(recordProblems(number, readFileSync(path.join(dir, name), 'utf8'))).toEqual([]);
    });
  }

  it('uses each number once', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('names only records that exist when it says one is amended or superseded', () => {
    const dangling = records.flatMap((name) =>
      [...(statusOf(readFileSync(path.join(dir, name), 'utf8')) ?? '').matchAll(/by (\d{3})/g)]
        .map((match) => match[1]!)
        .filter((number) => !records.some((record) => record.startsWith(`${number}-`)))
        .map((number) => `${name} -> ${number}`),
    );
    expect(dangling).toEqual([]);
  });

  it('lists every record in the index with its own status, and nothing else', () => {
    const rows = indexRows(index);
    const wrong = records.flatMap((name) => {
      const status = statusOf(readFileSync(path.join(dir, name), 'utf8'));
      if (!rows.has(name)) return [`${name}: missing from the index`];
      return rows.get(name) === status
        ? []
        : [`${name}: index says "${rows.get(name)}", record says "${status}"`];
    });
    const extra = [...rows.keys()].filter((name) => !records.includes(name));
    expect([...wrong, ...extra.map((name) => `${name}: in the index, no such record`)]).toEqual([]);
  });

  it('sees a record without its parts, and an index without a record (the checker works)', () => {
    expect(recordProblems('123', '# 123: Something\n\nWe chose a thing.\n')).toEqual([
      'no "Date: YYYY-MM-DD" line',
      'no known "Status:" line ()',
      'no "## Context" section',
      'no "## Decision" section',
      'no "## Consequences" section',
    ]);
    expect(
      recordProblems(
        '123',
        '# 123: X\n\nDate: 2026-01-02\nStatus: accepted\n\n## Decision\n## Context\n## Consequences\n',
      ),
    ).toEqual(['sections out of order: Decision, Context, Consequences']);
    expect([...indexRows('| [001](001-a.md) | A | 2026-01-01 | accepted |\n').entries()]).toEqual([
      ['001-a.md', 'accepted'],
    ]);
  });
});
