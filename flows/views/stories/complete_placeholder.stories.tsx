import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepEntry } from '../step-registry';
import { allStatesStory, stepMeta } from './step-stories';

const entry = stepEntry('complete_placeholder');

const meta = {
  title: 'Steps/Sign up/complete_placeholder',
  ...stepMeta(entry),
  tags: ['!test'],
} satisfies Meta<{
  state: string;
}>;
export default meta;

export const State: StoryObj<typeof meta> = {};
export const AllStates: StoryObj<typeof meta> = { name: 'All states', ...allStatesStory(entry) };
