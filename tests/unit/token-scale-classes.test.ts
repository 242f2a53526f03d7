import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['design-system', 'flows/shell', 'flows/router', 'flows/steps', 'app'];

// A token that can only be meant as a utility: a known prefix, optionally behind variants.
const UTILITY =
  /^(?:[a-z0-9-]+:)*!?-?(?:[wh]|size|min-[wh]|max-[wh]|[pm][xytrbl]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left|z|text|bg|border(?:-[xytrbl])?|rounded(?:-[a-z]+)?|ring(?:-offset)?|outline(?:-offset)?|shadow|font|leading|tracking|fill|stroke|opacity|translate-[xy]|scale|duration|grid-cols|col-span|basis|order|decoration|underline-offset)-[a-z0-9./[\]()%#-]+$/;

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(relative);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      yield relative;
    }
  }
}

/** Utility-looking tokens of every string literal in the app's own sources, with their file. */
function utilityCandidates(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of SOURCES) {
    for (const file of sourceFiles(folder)) {
      // data-slot names and import paths are not classes.
      const text = readFileSync(path.join(root, file), 'utf8')
        .replace(/data-slot="[^"]*"/g, '')
        .replace(/from ['"][^'"]*['"]/g, '');
      for (const [, literal] of text.matchAll(/["'`]([^"'`\n$]*)["'`]/g)) {
        for (const token of literal?.split(/\s+/) ?? []) {
          if (UTILITY.test(token) && !found.has(token)) found.set(token, file);
        }
      }
    }
  }
  return found;
}

// Tailwind escapes these in selectors: `size-2.5` is `.size-2\.5`.
const selectorOf = (candidate: string) =>
  `.${candidate.replace(/[.:/[\]()%!#,]/g, (char) => `\\${char}`)}`;

/**
 * The theme holds our tokens only (tailwind.config.ts), so a class outside their scale, such as
 * w-11, makes no CSS at all and fails silently in the browser. This finds every such class.
 */
describe('utility classes in the sources', () => {
  it('each make CSS from the token theme', async () => {
    const css = readFileSync(path.join(root, 'design-system/styles.css'), 'utf8');
    const compiler = await compile(css, {
      base: path.join(root, 'design-system'),
      onDependency: () => {},
    });
    const candidates = utilityCandidates();
    expect(candidates.size).toBeGreaterThan(100);
    const output = compiler.build([...candidates.keys()]);
    const missing = [...candidates]
      .filter(([candidate]) => !output.includes(selectorOf(candidate)))
      .map(([candidate, file]) => `${candidate} (${file})`);
    expect(missing).toEqual([]);
  });

  it('would catch a class outside the scale', async () => {
    const css = readFileSync(path.join(root, 'design-system/styles.css'), 'utf8');
    const compiler = await compile(css, {
      base: path.join(root, 'design-system'),
      onDependency: () => {},
    });
    const output = compiler.build(['w-11', 'w-4']);
    expect(output.includes(selectorOf('w-4'))).toBe(true);
    expect(output.includes(selectorOf('w-11'))).toBe(false);
  });
});
