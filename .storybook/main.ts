import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// The flow's order comes from the step registry and the views' step list, which import the
// screens: Storybook's loader for this file resolves no extensionless import and reads no TSX,
// so they are read in a process of their own, through tsx as the scripts are.
const filesInFlowOrder = (): string[] =>
  JSON.parse(
    execFileSync(process.execPath, [
      fileURLToPath(import.meta.resolve('tsx/cli')),
      fileURLToPath(new URL('./screens-in-flow-order.ts', import.meta.url)),
    ]).toString(),
  );

const config: StorybookConfig = {
  // The sidebar lists files in this order (preview.tsx sets no storySort): the flow map, the
  // persona walkthroughs, every screen in the order a family meets it, the Steps section by section, then the building
  // blocks. A file named twice is indexed once, where it is first named.
  stories: [
    '../flows/views/stories/flow-map.stories.tsx',
    '../flows/views/stories/walkthroughs.stories.tsx',
    ...filesInFlowOrder(),
    '../flows/views/**/*.stories.@(ts|tsx)',
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's Vite config lives in app/ with its own root, so Storybook gets only what it
  // needs from it: Tailwind reading tailwind.config.ts through design-system/styles.css.
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
