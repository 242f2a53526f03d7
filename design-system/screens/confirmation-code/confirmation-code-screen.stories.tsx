import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { codeFixtures as f } from '../../../flows/steps/validate/fixtures';
import { codeView } from '../../../flows/steps/validate/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  type DesignerArgs,
  designerControls,
  sentenceArg,
  withDesignerValues,
} from '../../../flows/views/stories/designer-args';
import type { ViewOf } from '../../../flows/views/view-input';
import { CODE_EN } from '../../../vocabulary/messages/code.en';
import {
  ConfirmationCodeScreen,
  type ConfirmationCodeScreenProps,
} from './confirmation-code-screen';

// What a designer edits in the Controls panel: the texts on the page, not its callbacks.
// The sentences are the code area's messages by reference: edited as their English words.
const edits: DesignerArgs<ViewOf<ConfirmationCodeScreenProps>> = {
  phoneNumber: { description: 'Where the code went, e.g. (555) 123-4567', control: 'text' },
  code: { description: 'The code as typed, six digits', control: 'text' },
  resendWait: {
    description: 'The wait beside the send buttons, e.g. 0:25 (none when they work)',
    control: 'text',
  },
  errorText: sentenceArg('error', 'The refusal of the typed code, with the tries it leaves', [
    CODE_EN,
  ]),
  noticeText: sentenceArg('notice', 'A notice above the field, e.g. after a voice call', [CODE_EN]),
  formErrorText: sentenceArg('formError', "A refusal of no single field: the service's words", [
    CODE_EN,
  ]),
  loading: { description: 'The code on its way to be checked', control: 'boolean' },
};
const controls = designerControls(edits);

// Every story is a state of the app: the code view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => withDesignerValues(codeView, edits)(fixture.input);

// A stateful wrapper so typing and picking work in the canvas; the screen itself stays pure.
function Interactive(props: ConfirmationCodeScreenProps) {
  const [code, set] = React.useState(props.code);
  // A code edited in the Controls panel replaces the one typed.
  const [given, setGiven] = React.useState(props.code);
  if (props.code !== given) {
    setGiven(props.code);
    set(props.code);
  }
  return (
    <ConfirmationCodeScreen
      {...props}
      code={code}
      onCodeChange={(next) => {
        set(next);
        props.onCodeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Sign up/Confirmation code',
  component: ConfirmationCodeScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen', ...controls.parameters },
  argTypes: controls.argTypes,
  args: {
    ...stateOf(f.empty),
    onCodeChange: fn(),
    onContinue: fn(),
    onResend: fn(),
    onVoiceCall: fn(),
    onChangeNumber: fn(),
  },
} satisfies Meta<typeof ConfirmationCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Sending: Story = {
  args: stateOf(f.sending),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sending a 6-digit code to/)).toBeVisible();
    await expect(canvas.queryByText(/We texted/)).toBeNull();
  },
};

export const JustSent: Story = {
  name: 'Just sent',
  args: stateOf(f.justSent),
  play: async ({ args, canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Text me a new code' });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveTextContent('Text me a new code in 0:25');
    await userEvent.click(resend);
    await expect(args.onResend).not.toHaveBeenCalled();
    await expect(resend).toHaveAccessibleDescription('You can ask for a new code in 0:25.');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You can ask for a new code when the wait on the buttons ends.',
    );
  },
};

export const SendFailed: Story = {
  name: 'Send failed',
  args: stateOf(f.sendFailed),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/We could not send a code to/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try sending the code again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const TooEarly: Story = { name: 'Too early', args: stateOf(f.tooEarly) };

export const Filled: Story = { args: stateOf(f.filled) };

export const Loading: Story = {
  args: stateOf(f.confirming),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const NewCodeSent: Story = { name: 'New code sent', args: stateOf(f.resent) };

export const VoiceCall: Story = {
  name: 'Voice call',
  args: stateOf(f.voiceCall),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Calling! Please enter confirmation code below')).toBeVisible();
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  args: stateOf(f.wrongCode),
  play: async ({ canvas }) => {
    // The boxes are empty and the keyboard is in the first; the summary still shows above.
    const field = canvas.getByRole('textbox', { name: 'Enter your code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('region', { name: 'There is a problem' })).toBeVisible();
    await expect(field).toHaveAccessibleDescription(
      'Error: That code is not right. Please check it and try again. You have 4 tries left.',
    );
  },
};

export const SmsUnsupported: Story = { name: 'SMS unsupported', args: stateOf(f.smsUnsupported) };

export const TypeCodeAndContinue: Story = {
  name: 'Type code and continue',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Enter your code' }));
    await userEvent.keyboard('654321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('654321');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const ResendAndCall: Story = {
  name: 'Resend and call',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a new code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Call me with the code instead' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(args.onVoiceCall).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const ChangeNumber: Story = {
  name: 'Change number',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change mobile number' }));
    await expect(args.onChangeNumber).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { args: stateOf(f.filled), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: stateOf(f.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <ConfirmationCodeScreen {...args} {...codeView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
