// Inlines the server-rendered first screen into dist/client/index.html, so the phone entry
// paints from HTML alone and the client bundle only hydrates it.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const ssrEntry = fileURLToPath(new URL('../dist/ssr/entry-server.js', import.meta.url));

const { render } = (await import(pathToFileURL(ssrEntry).href)) as { render: () => string };
const indexPath = `${clientDir}index.html`;
const template = await readFile(indexPath, 'utf8');
if (!template.includes('<!--app-html-->')) {
  throw new Error('dist/client/index.html has no <!--app-html--> placeholder');
}
await writeFile(indexPath, template.replace('<!--app-html-->', render()));
console.log('prerendered the first screen into dist/client/index.html');
