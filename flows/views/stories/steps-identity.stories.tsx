import type { Meta } from '@storybook/react-vite';
import { allStatesStory, stateStory } from './step-stories';

// Each Identity step as the app renders it: pick a state in the controls, or see them all. The
// title and tags stay written here, where Storybook's indexer reads them.
const meta = {
  title: 'Steps/Identity',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;

export const VerifyIdentity = { name: 'verify_identity', ...stateStory('verify_identity') };
export const VerifyIdentityAllStates = {
  name: 'verify_identity: all states',
  ...allStatesStory('verify_identity'),
};
export const Kba = { name: 'kba', ...stateStory('kba') };
export const KbaAllStates = { name: 'kba: all states', ...allStatesStory('kba') };
export const IdentityResult = { name: 'identity_result', ...stateStory('identity_result') };
export const IdentityResultAllStates = {
  name: 'identity_result: all states',
  ...allStatesStory('identity_result'),
};
