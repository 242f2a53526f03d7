import type { Meta } from '@storybook/react-vite';
import { allStatesStory, stateStory } from './step-stories';

// Each Log in step as the app renders it: pick a state in the controls, or see them all. The
// title and tags stay written here, where Storybook's indexer reads them.
const meta = {
  title: 'Steps/Log in',
  parameters: { frame: 'screen' },
  tags: ['!test'],
} satisfies Meta;
export default meta;

export const Login = { name: 'login', ...stateStory('login') };
export const LoginAllStates = { name: 'login: all states', ...allStatesStory('login') };
export const ForgotPassword = { name: 'forgot_password', ...stateStory('forgot_password') };
export const ForgotPasswordAllStates = {
  name: 'forgot_password: all states',
  ...allStatesStory('forgot_password'),
};
export const ResetPassword = { name: 'reset_password', ...stateStory('reset_password') };
export const ResetPasswordAllStates = {
  name: 'reset_password: all states',
  ...allStatesStory('reset_password'),
};
export const ResetPasswordLinkForgotten = {
  name: 'reset_password_link_forgotten',
  ...stateStory('reset_password_link_forgotten'),
};
export const ResetPasswordLinkForgottenAllStates = {
  name: 'reset_password_link_forgotten: all states',
  ...allStatesStory('reset_password_link_forgotten'),
};
export const Deactivated = { name: 'deactivated', ...stateStory('deactivated') };
export const DeactivatedAllStates = {
  name: 'deactivated: all states',
  ...allStatesStory('deactivated'),
};
export const NextGenOnboarding = {
  name: 'next_gen_onboarding',
  ...stateStory('next_gen_onboarding'),
};
export const NextGenOnboardingAllStates = {
  name: 'next_gen_onboarding: all states',
  ...allStatesStory('next_gen_onboarding'),
};
export const WidgetPage = { name: 'widget_page', ...stateStory('widget_page') };
export const WidgetPageAllStates = {
  name: 'widget_page: all states',
  ...allStatesStory('widget_page'),
};
