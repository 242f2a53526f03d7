// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text asset of
// the client build, once, so the server sends the smallest bytes without compressing on every
// request (server/static.ts serves them by Accept-Encoding). Fonts are compressed already.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The app's build, or another build's assets folder (the bench's hello-world floor).
const assetsDir =
  process.argv[2] ?? fileURLToPath(new URL('../dist/client/assets/', import.meta.url));
const TEXT = /\.(js|css|svg|json|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

let files = 0;
for (const name of await readdir(assetsDir)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(assetsDir, name);
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  // A copy no smaller than the file itself would only cost the client a decode.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  files += 1;
}
console.log(`precompressed ${files} client assets (brotli 11 and gzip 9)`);
