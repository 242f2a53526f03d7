import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepEntry } from '../step-registry';
import { allStatesStory, stepMeta } from './step-stories';

const entry = stepEntry('cancel_age');

const meta = {
  title: 'Steps/Sign up/cancel_age',
  ...stepMeta(entry),
  tags: ['!test'],
} satisfies Meta<{
  state: string;
}>;
export default meta;

export const State: StoryObj<typeof meta> = {};
export const AllStates: StoryObj<typeof meta> = { name: 'All states', ...allStatesStory(entry) };
