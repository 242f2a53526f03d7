// Measures what the first screen downloads (gzip) from the build manifest and fails when it
// passes the budget of DESIGN.md. Sizes are deterministic for a given build; times are not,
// which is why this is a size check and never a timing test.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { DEFAULT_LOCALE, LOCALES } from '../vocabulary/locales';
import { pageFile } from '../vocabulary/pages';

const BUDGET = { firstScreenJs: 90 * 1024, firstScreenCss: 12 * 1024, lazyChunk: 15 * 1024 };

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const gzipSize = async (file: string) =>
  (await promisify(gzip)(await readFile(path.join(clientDir, file)), { level: 9 })).length;

const manifest = JSON.parse(
  await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the build manifest: run `npm run build`');

// The first screen loads the entry and everything it imports statically, transitively.
const eager = new Set<string>();
const visit = (key: string) => {
  if (eager.has(key)) return;
  eager.add(key);
  for (const imported of manifest[key]?.imports ?? []) visit(imported);
};
visit(entryKey);

// And the page's own scripts outside the manifest (the boot script prerender.ts writes).
const page = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const pageScripts = [...page.matchAll(/<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/g)]
  .map((match) => match[1]!)
  .filter((file) => !Object.values(manifest).some((chunk) => chunk.file === file));
const jsFiles = [...pageScripts, ...[...eager].map((key) => manifest[key]!.file)];
const cssFiles = [...new Set([...eager].flatMap((key) => manifest[key]!.css ?? []))];
const lazy = Object.entries(manifest).filter(
  ([key, chunk]) => !eager.has(key) && chunk.file.endsWith('.js'),
);

// And the page's inline script (app/first-paint-script.ts): first-screen JS too, in the page.
const inlineScripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const inlineGzipBytes = (
  await Promise.all(
    inlineScripts.map(async (text) => (await promisify(gzip)(text, { level: 9 })).length),
  )
).reduce((a, b) => a + b, 0);

const sum = async (files: string[]) =>
  (await Promise.all(files.map(gzipSize))).reduce((a, b) => a + b, 0);
const firstScreenJs = (await sum(jsFiles)) + inlineGzipBytes;

// A page in another language loads its first-screen messages too (the modulepreload the
// prerender adds to it): that language's first screen is the same script and those.
const byLocale = Object.fromEntries(
  await Promise.all(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(async (locale) => {
      const localized = await readFile(path.join(clientDir, pageFile('default', locale)), 'utf8');
      const preloads = [
        ...localized.matchAll(
          /<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g,
        ),
      ].map((match) => match[1]!);
      return [locale, firstScreenJs + (await sum(preloads))] as const;
    }),
  ),
);

const report = {
  firstScreen: {
    jsGzipBytes: firstScreenJs,
    jsGzipBytesByLocale: byLocale,
    inlineJsGzipBytes: inlineGzipBytes,
    cssGzipBytes: await sum(cssFiles),
    jsFiles,
    cssFiles,
  },
  lazyChunks: Object.fromEntries(
    await Promise.all(lazy.map(async ([key, chunk]) => [key, await gzipSize(chunk.file)])),
  ) as Record<string, number>,
  budget: BUDGET,
};

const failures: string[] = [];
if (report.firstScreen.jsGzipBytes > BUDGET.firstScreenJs)
  failures.push(`first screen JS ${report.firstScreen.jsGzipBytes} B > ${BUDGET.firstScreenJs} B`);
if (report.firstScreen.cssGzipBytes > BUDGET.firstScreenCss)
  failures.push(
    `first screen CSS ${report.firstScreen.cssGzipBytes} B > ${BUDGET.firstScreenCss} B`,
  );
for (const [locale, bytes] of Object.entries(byLocale)) {
  if (bytes > BUDGET.firstScreenJs)
    failures.push(`first screen JS in ${locale} ${bytes} B > ${BUDGET.firstScreenJs} B`);
}
for (const [key, size] of Object.entries(report.lazyChunks)) {
  // Only our own step chunks have the 15 KB budget; vendor SDKs load on demand and are reported.
  if (/\/flows\/(steps|router)\//.test(key) && size > BUDGET.lazyChunk)
    failures.push(`lazy step chunk ${key} ${size} B > ${BUDGET.lazyChunk} B`);
}

const outIndex = process.argv.indexOf('--out');
const out =
  outIndex > 0 ? process.argv[outIndex + 1]! : path.join(clientDir, '..', 'size-report.json');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(report, null, 2)}\n`);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `first screen: JS ${kb(report.firstScreen.jsGzipBytes)} / ${kb(BUDGET.firstScreenJs)} gzip, ` +
    `CSS ${kb(report.firstScreen.cssGzipBytes)} / ${kb(BUDGET.firstScreenCss)} gzip; ` +
    Object.entries(byLocale)
      .map(([locale, bytes]) => `JS in ${locale} ${kb(bytes)}`)
      .join(', ') +
    ` (report: ${out})`,
);
if (failures.length) {
  console.error(`size budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
