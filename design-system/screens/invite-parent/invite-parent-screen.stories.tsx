import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { inviteParentFixtures as f } from '../../../flows/steps/invite_parent/fixtures';
import { inviteParentView } from '../../../flows/steps/invite_parent/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { InviteParentScreen, type InviteParentScreenProps } from './invite-parent-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture) => inviteParentView(fixture.input);

const meta = {
  title: 'Sign up/Invite parent',
  component: InviteParentScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the values in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<InviteParentScreenProps>();
    return (
      <InviteParentScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.empty), onValuesChange: fn(), onContinue: fn() },
} satisfies Meta<typeof InviteParentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: stateOf(f.filled) };

export const Loading: Story = {
  args: stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send invite' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: stateOf(f.invalid),
  play: async ({ canvas }) => {
    const message = stateOf(f.invalid).fieldErrors?.phoneNumber ?? '';
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: message }));
    await expect(canvas.getByRole('textbox', { name: 'Their mobile number' })).toHaveFocus();
  },
};

export const OwnNumber: Story = { name: 'Own number', args: stateOf(f.ownNumber) };

export const PhoneTaken: Story = {
  name: 'Number already has an account',
  args: stateOf(f.phoneTaken),
};

export const ServerError: Story = { name: 'Server error', args: stateOf(f.callFailed) };

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Their first name' }));
    await userEvent.keyboard('Dana');
    await userEvent.tab();
    await userEvent.keyboard('5559876543{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(stateOf(f.filled).values);
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
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
          <InviteParentScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
