import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileMessages } from './compile-messages';

const root = fileURLToPath(new URL('.', import.meta.url));

type ModuleInfo = { importedIds: readonly string[] } | null;

// The modules the entry reaches by static imports: found once a build has its whole graph (when
// chunks are named), forgotten when the next build starts.
let firstScreenModules: Set<string> | undefined;
function firstScreen(getModuleInfo: (id: string) => ModuleInfo): Set<string> {
  if (firstScreenModules) return firstScreenModules;
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(fileURLToPath(new URL('./main.tsx', import.meta.url)));
  firstScreenModules = reached;
  return reached;
}
// A step's screens.ts lists what Storybook shows of the step and, in a folder with no page.tsx
// (or group.tsx) of its own, the `page` the router makes the step's page of. The router's glob
// reaches every folder's, so the app reads the others as empty: a step's own page is not split
// into chunks shared with a screens.ts nothing loads.
const SCREENS = /\/flows\/steps\/[^/]+\/screens\.ts$/;
const ownPage = (screens: string) =>
  ['page.tsx', 'group.tsx'].some((file) => existsSync(path.join(path.dirname(screens), file)));
// Storybook's states of the steps (fixtures.ts, <screen>-fixtures.ts, flows/views/fixtures/)
// sit beside the page a screens.ts holds: they are plain data, so a chunk that imports their
// module but uses none of it leaves them out, and the build fails if one is left in.
const FIXTURES = /\/flows\/(steps\/[^/]+\/([\w-]+-)?fixtures|views\/fixtures\/[^/]+)\.tsx?$/;
type Bundle = Record<string, { modules?: Record<string, { renderedLength: number }> }>;
const stepPagesOnly = {
  name: 'step-pages-only',
  load(id: string) {
    return SCREENS.test(id) && ownPage(id) ? 'export {};' : undefined;
  },
  // The transform's word outranks treeshake.moduleSideEffects, which Vite's resolver overrides.
  transform(code: string, id: string) {
    return FIXTURES.test(id) ? { code, map: null, moduleSideEffects: false } : undefined;
  },
  generateBundle(_options: unknown, bundle: Bundle) {
    const shipped = Object.values(bundle).flatMap((chunk) =>
      Object.entries(chunk.modules ?? {})
        .filter(([id, module]) => FIXTURES.test(id) && module.renderedLength > 0)
        .map(([id]) => path.relative(root, id)),
    );
    if (shipped.length)
      throw new Error(`Storybook's fixtures in the app's bundle: ${shipped.join(', ')}`);
  },
};

const forgetFirstScreen = {
  name: 'forget-first-screen',
  buildStart() {
    firstScreenModules = undefined;
  },
};

export default defineConfig({
  root,
  plugins: [compileMessages(), react(), tailwindcss(), forgetFirstScreen, stepPagesOnly],
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    // The manifest tells the size check which files the first screen loads eagerly.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the first screen imports statically is one file: the small common
              // chunks it otherwise splits off (shared with lazy pages) cost a request each and
              // compress apart, which the first screen's budget pays for.
              debugName: 'first screen',
              name: (id, meta) =>
                firstScreen((moduleId) => meta.getModuleInfo(moduleId)).has(id) ? 'index' : null,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
