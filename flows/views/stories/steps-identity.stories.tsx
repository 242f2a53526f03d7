import type { Meta } from '@storybook/react-vite';

// Each Identity step as the app renders it: pick a state in the controls, or see them all.
// The meta is written here; the stories, two a step in the registry's order, are written by
// .storybook/main.ts from the step list, so a new step adds no line to this file.
const meta = {
  title: 'Steps/Identity',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;
