import type { Meta, StoryObj } from '@storybook/react-vite';
import { stepEntry } from '../step-registry';
import { allStatesStory, stepMeta } from './step-stories';

const entry = stepEntry('set_funding_account');

// The tag is written here, not in stepMeta: Storybook's indexer reads tags from the file.
const meta = {
  title: 'Steps/Funding/set_funding_account',
  ...stepMeta(entry),
  tags: ['!test'],
} satisfies Meta<{
  state: string;
}>;
export default meta;

export const State: StoryObj<typeof meta> = {};
export const AllStates: StoryObj<typeof meta> = { name: 'All states', ...allStatesStory(entry) };
