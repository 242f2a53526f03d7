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
const forgetFirstScreen = {
  name: 'forget-first-screen',
  buildStart() {
    firstScreenModules = undefined;
  },
};

export default defineConfig({
  root,
  plugins: [compileMessages(), react(), tailwindcss(), forgetFirstScreen],
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
