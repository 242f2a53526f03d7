import { readFileSync } from 'node:fs';

/**
 * The built file of a step's page (flows/steps/<step>/page.tsx, or the screens.ts the router
 * makes its page of), from the build's manifest: every such file is named page-<hash>.js or
 * screens-<hash>.js, so the journeys that hold back or watch one step's code look it up
 * instead of matching a name.
 */
export function stepPageChunk(step: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry =
    manifest[`../flows/steps/${step}/page.tsx`] ?? manifest[`../flows/steps/${step}/screens.ts`];
  if (!entry) throw new Error(`No page of the step ${step} in the build's manifest.`);
  return `/${entry.file}`;
}
