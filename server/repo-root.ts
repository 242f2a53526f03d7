import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's folder (where package.json is), from the source under tsx or from the
 * bundle in dist/server (`npm run serve`), whose files sit at other depths.
 */
function findRoot(from: string): string {
  let folder = from;
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${from}`);
    folder = parent;
  }
  return folder;
}

export const repoRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
