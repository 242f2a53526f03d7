import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepEntry } from '../step-registry';
import { allStatesStory, stepMeta } from './step-stories';

const entry = stepEntry('reset_password');

const meta = { title: 'Steps/Log in/reset_password', ...stepMeta(entry) } satisfies Meta<{
  state: string;
}>;
export default meta;

export const State: StoryObj<typeof meta> = {};
export const AllStates: StoryObj<typeof meta> = {
  name: 'All states',
  ...allStatesStory(entry),
  tags: ['!test'],
};
