import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Imports point design-system <- flows <- app, and the server shares only the wire contract
// and the pure rules (docs/decisions/001). Biome cannot express folder-to-folder direction.
const root = fileURLToPath(new URL('../..', import.meta.url));
const allowed: Record<string, (target: string) => boolean> = {
  'design-system': (t) => t.startsWith('design-system/'),
  flows: (t) => t.startsWith('design-system/') || t.startsWith('flows/'),
  app: (t) => /^(design-system|flows|app)\//.test(t),
  server: (t) =>
    t.startsWith('server/') ||
    t.startsWith('flows/services/contract/') ||
    t.startsWith('flows/rules/'),
};

function sourceFiles(dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)));
}

// The sandbox's magic values are the documented test vocabulary (README): any test may name them.
const MAGIC_VALUES = 'server/sandbox/magic-values';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('import direction', () => {
  for (const [layer, mayImport] of Object.entries(allowed)) {
    it(`${layer}/ imports only what it may`, () => {
      const violations = sourceFiles(layer).flatMap((file) =>
        relativeImports(file)
          .filter((target) => !mayImport(target) && !(isTest(file) && target === MAGIC_VALUES))
          .map((target) => `${file} -> ${target}`),
      );
      expect(violations).toEqual([]);
    });
  }

  it('has no barrel index.ts files that would pull whole folders into a chunk', () => {
    const barrels = Object.keys(allowed)
      .flatMap(sourceFiles)
      .filter((file) => /(^|\/)index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });

  it('sees the imports it checks (the checker itself works)', () => {
    expect(relativeImports('app/main.tsx')).toContain('app/shell');
  });
});
