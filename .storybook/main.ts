import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Indexer } from 'storybook/internal/types';
import type { Plugin } from 'vite';
import { compileMessages } from '../app/compile-messages';

// The flow's order comes from the step registry and the views' step list, which import the
// screens: Storybook's loader for this file resolves no extensionless import and reads no TSX,
// so they are read in a process of their own, through tsx as the scripts are.
const inFlowOrder: { files: string[]; steps: Record<string, string[]> } = JSON.parse(
  execFileSync(process.execPath, [
    fileURLToPath(import.meta.resolve('tsx/cli')),
    fileURLToPath(new URL('./screens-in-flow-order.ts', import.meta.url)),
  ]).toString(),
);

// A Steps section file (flows/views/stories/steps-*.stories.tsx) writes only its meta: its
// stories, two a step, are written here from the step registry, so a new step needs no line
// there. The indexer and the bundle read the same text, so ids and names are as if typed.
const stepsOfFile = new Map(
  Object.entries(inFlowOrder.steps).map(([file, steps]) => [
    fileURLToPath(new URL(file, import.meta.url)),
    steps,
  ]),
);
const exportName = (step: string) =>
  step.replace(/(^|[_-])([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
const withStepStories = (code: string, steps: readonly string[]) =>
  [
    code,
    "import { allStatesStory, stateStory } from './step-stories';",
    ...steps.flatMap((step) => [
      `export const ${exportName(step)} = { name: '${step}', ...stateStory('${step}') };`,
      `export const ${exportName(step)}AllStates = { name: '${step}: all states', ...allStatesStory('${step}') };`,
    ]),
  ].join('\n');

const stepStoriesIndexer: Indexer = {
  test: /[\\/]steps-[a-z0-9-]+\.stories\.tsx$/,
  createIndex: async (fileName, options) =>
    loadCsf(withStepStories(readFileSync(fileName, 'utf8'), stepsOfFile.get(fileName) ?? []), {
      ...options,
      fileName,
    }).parse().indexInputs,
};

const stepStoriesPlugin: Plugin = {
  name: 'step-stories',
  enforce: 'pre',
  transform(code, id) {
    const steps = stepsOfFile.get(id.split('?')[0] ?? id);
    return steps ? withStepStories(code, steps) : undefined;
  },
};

const config: StorybookConfig = {
  // The sidebar lists files in this order (preview.tsx sets no storySort): the flow map, the
  // persona walkthroughs, every screen in the order a family meets it, the Steps section by section, then the building
  // blocks. A file named twice is indexed once, where it is first named.
  stories: [
    '../flows/views/stories/flow-map.stories.tsx',
    '../flows/views/stories/walkthroughs.stories.tsx',
    ...inFlowOrder.files,
    '../flows/views/**/*.stories.@(ts|tsx)',
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  experimental_indexers: async (indexers) => [stepStoriesIndexer, ...(indexers ?? [])],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's Vite config lives in app/ with its own root, so Storybook gets only what it
  // needs from it: Tailwind reading tailwind.config.ts through design-system/styles.css.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [
      stepStoriesPlugin,
      compileMessages(),
      ...(viteConfig.plugins ?? []),
      tailwindcss(),
    ];
    return viteConfig;
  },
};

export default config;
