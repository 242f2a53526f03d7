import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepEntry } from '../step-registry';
import { allStatesStory, stepMeta } from './step-stories';

const entry = stepEntry('outside_us');

const meta = {
  title: 'Steps/Errors and system/outside_us',
  ...stepMeta(entry),
} satisfies Meta<{
  state: string;
}>;
export default meta;

export const State: StoryObj<typeof meta> = {};
export const AllStates: StoryObj<typeof meta> = {
  name: 'All states',
  ...allStatesStory(entry),
  tags: ['!test'],
};
