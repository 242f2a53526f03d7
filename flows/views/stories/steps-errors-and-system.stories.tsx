import type { Meta } from '@storybook/react-vite';
import { allStatesStory, stateStory } from './step-stories';

// Each Errors and system step as the app renders it: pick a state in the controls, or see them all. The
// title and tags stay written here, where Storybook's indexer reads them.
const meta = {
  title: 'Steps/Errors and system',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;

export const OutsideUs = { name: 'outside_us', ...stateStory('outside_us') };
export const OutsideUsAllStates = {
  name: 'outside_us: all states',
  ...allStatesStory('outside_us'),
};
export const Register = { name: 'register', ...stateStory('register') };
export const RegisterAllStates = { name: 'register: all states', ...allStatesStory('register') };
export const ErrorFallback = { name: 'error_fallback', ...stateStory('error_fallback') };
export const ErrorFallbackAllStates = {
  name: 'error_fallback: all states',
  ...allStatesStory('error_fallback'),
};
export const StepUnavailable = { name: 'step_unavailable', ...stateStory('step_unavailable') };
export const StepUnavailableAllStates = {
  name: 'step_unavailable: all states',
  ...allStatesStory('step_unavailable'),
};
