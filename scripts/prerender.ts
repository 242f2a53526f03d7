// Inlines the server-rendered first screen into the built HTML, once per layout type:
// index.html (website) and index.compact.html (native apps). The phone step then paints from
// HTML alone and the client bundle only hydrates it.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Render = (layoutType: 'default' | 'compact') => string;

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../dist/ssr/entry-server.js', import.meta.url));

const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: Render };
const template = await readFile(`${clientDir}index.html`, 'utf8');
if (!template.includes('<!--app-html-->')) {
  throw new Error('dist/client/index.html has no <!--app-html--> placeholder');
}
await writeFile(`${clientDir}index.html`, template.replace('<!--app-html-->', render('default')));
await writeFile(
  `${clientDir}index.compact.html`,
  template.replace('<!--app-html-->', render('compact')),
);
console.log('prerendered the first screen into index.html and index.compact.html');
