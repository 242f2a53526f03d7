// Inlines the server-rendered first screen into the built HTML, once per layout type:
// index.html (website) and index.compact.html (native apps), with the stylesheet inlined and
// the font preloaded. The phone step then paints from HTML alone, with no request in its way,
// and the client bundle only hydrates it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Render = (layoutType: 'default' | 'compact') => string;

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../dist/ssr/entry-server.js', import.meta.url));

const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: Render };
const built = await readFile(`${clientDir}index.html`, 'utf8');
if (!built.includes('<!--app-html-->')) {
  throw new Error('dist/client/index.html has no <!--app-html--> placeholder');
}

// The one stylesheet (a few KB compressed) was the only render-blocking request: it goes into
// the page, which is revalidated on every load anyway. The server allows it by its hash.
const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/;
const linked = built.match(stylesheet);
if (!linked?.[1]) throw new Error('dist/client/index.html links no stylesheet to inline');
const css = (await readFile(path.join(clientDir, linked[1]), 'utf8')).trim();
if (css.includes('</style')) throw new Error('the stylesheet cannot be inlined as it stands');
// The font the first screen's text uses, asked for at once rather than after the CSS is read.
const fonts = [...new Set(css.match(/\/assets\/[^)"']+\.woff2/g) ?? [])];
const preloads = fonts
  .map((font) => `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>`)
  .join('');
const template = built.replace(stylesheet, () => `${preloads}<style>${css}</style>`);
await writeFile(`${clientDir}index.html`, template.replace('<!--app-html-->', render('default')));
await writeFile(
  `${clientDir}index.compact.html`,
  template.replace('<!--app-html-->', render('compact')),
);
console.log('prerendered the first screen into index.html and index.compact.html');
