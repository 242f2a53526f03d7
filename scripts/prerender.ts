// Inlines the server-rendered first screen into the built HTML, once per layout type:
// index.html (website) and index.compact.html (native apps), with the stylesheet inlined, the
// font preloaded and the scripts started after the first paint (boot.js). The phone step then
// paints from HTML alone, with no request in its way, and the client bundle only hydrates it.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { firstPaintScript } from '../app/first-paint-script';
import { stepTitle } from '../flows/rules/page-title';
import { LAYOUT_TYPES, type LayoutType } from '../vocabulary/domain';
import { LOCALES, type Locale } from '../vocabulary/locales';
import { escapeHtml, pageFile } from '../vocabulary/pages';

type Render = (
  layoutType: LayoutType,
  locale: Locale,
) => Promise<{ html: string; messages: Record<string, unknown> }>;

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
// The scripts start once the page has painted (boot.js below): Lighthouse's simulation counts
// every request that finished before the largest paint as needed for it, and a slow network
// shares its bandwidth between them; the page needs none of them to paint.
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
const entry = built.match(entryScript)?.[1];
if (!entry) throw new Error('dist/client/index.html has no module script to start');
const preloaded = [...built.matchAll(modulePreload)].map((match) => match[1]!);
const boot = bootScript(entry, preloaded);
const bootFile = `/assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
await writeFile(path.join(clientDir, bootFile), boot);
const template = built
  .replace(entryScript, '')
  .replace(modulePreload, '')
  .replace(
    stylesheet,
    // The one inline script, first: a Continue pressed before the app runs is held, not lost,
    // and a load mid-sign-up paints no phone step (app/first-paint-script.ts). The server allows it by its hash, as it does the stylesheet.
    () =>
      `<script>${firstPaintScript}</script>${preloads}<script type="module" src="${bootFile}"></script><style>${css}</style>`,
  );
// One page per layout type and language (server/static.ts picks one): a Spanish page also
// preloads its messages, which the app waits for before it hydrates (app/main.tsx).
const manifest = JSON.parse(
  await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string }>;
for (const locale of LOCALES) {
  for (const layoutType of LAYOUT_TYPES) {
    const { html, messages } = await render(layoutType, locale);
    const text = (id: string) => String(messages[id]);
    const messagesChunk = manifest[`../vocabulary/messages/first-screen.${locale}.ts`]?.file;
    const page = template
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(stepTitle(text('phone.heading')))}</title>`,
      )
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(text('page.description'))}" />`,
      )
      .replace(
        '</head>',
        messagesChunk
          ? `<link rel="modulepreload" crossorigin href="/${messagesChunk}"></head>`
          : '</head>',
      )
      .replace('<!--app-html-->', html);
    await writeFile(path.join(clientDir, pageFile(layoutType, locale)), page);
  }
}
console.log('prerendered the first screen in each layout type and language');

/**
 * The page's one eager script: after the first frame (requestAnimationFrame, then a task), it
 * asks for the entry and every chunk it imports at once (modulepreload), as Vite's tags did.
 * A hidden tab paints no frame, so it starts at once there.
 */
function bootScript(entryFile: string, chunks: string[]): string {
  return `${[
    `const start=()=>{for(const href of ${JSON.stringify(chunks)}){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}import(${JSON.stringify(entryFile)})};`,
    'document.visibilityState==="visible"?requestAnimationFrame(()=>setTimeout(start,0)):start();',
  ].join('')}\n`;
}
