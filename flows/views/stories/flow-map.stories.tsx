import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowEdges, flowLayers } from '../flow-map';
import { STEP_ENTRIES } from '../step-registry';
import { FlowMap } from './flow-map';

const meta = {
  title: 'Flow map',
  component: FlowMap,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FlowMap>;
export default meta;

export const NextSteps: StoryObj<typeof meta> = {
  name: 'Next steps',
  args: { edges: flowEdges(), layers: flowLayers(flowEdges()), entries: STEP_ENTRIES },
};
