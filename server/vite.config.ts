import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The server as one module for Node (`npm run build:server`, run by `npm run serve`): its
// TypeScript and the shared contract bundled, packages left to Node. Starting it through tsx
// instead kept a loader thread busy with every module the server imports, about 60 MB of an
// idle server's memory (decision 072).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node24',
    minify: false,
    sourcemap: true,
  },
});
