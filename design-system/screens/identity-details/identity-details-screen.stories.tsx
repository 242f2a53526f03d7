import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { identityDetailsFixtures as f } from '../../../flows/steps/verify_identity/fixtures';
import { identityDetailsView } from '../../../flows/steps/verify_identity/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { IdentityDetailsScreen, type IdentityDetailsScreenProps } from './identity-details-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
// Sandbox numbers (server/README.md): ...0001 passes, ...0002 partly fails, ...0003 questions.
const state = (fixture: StateFixture) => identityDetailsView(fixture.input);

const meta = {
  title: 'Identity/Identity details',
  component: IdentityDetailsScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the number in its args, as the app keeps it
    // in the form state.
    const [, updateArgs] = useArgs<IdentityDetailsScreenProps>();
    return (
      <IdentityDetailsScreen
        {...args}
        onSsnChange={(ssn) => {
          updateArgs({ ssn });
          args.onSsnChange(ssn);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  args: { ...state(f.empty), onSsnChange: fn(), onContinue: fn() },
} satisfies Meta<typeof IdentityDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ssnField = (canvas: { getByLabelText: (text: RegExp) => HTMLElement }) =>
  canvas.getByLabelText(/Social Security number/);

export const Empty: Story = {
  play: async ({ canvas }) => {
    const ssn = ssnField(canvas);
    await expect(ssn).toHaveAttribute('type', 'password');
    await expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await expect(ssn).toHaveAttribute('autocomplete', 'off');
  },
};

export const Filled: Story = { args: state(f.typed) };

export const Loading: Story = {
  args: state(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const TooShort: Story = {
  name: 'Too short',
  args: state(f.tooShort),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'Enter your 9-digit Social Security number' }),
    );
    await expect(ssnField(canvas)).toHaveFocus();
  },
};

export const NotIssued: Story = { name: 'A number never issued', args: state(f.notIssued) };

export const PartialFail: Story = {
  name: 'Partial fail',
  args: state(f.partialFail),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await expect(ssnField(canvas)).toHaveValue('');
  },
};

export const ServerError: Story = { name: 'Server error', args: state(f.callFailed) };

export const ShowTheNumber: Story = {
  name: 'Show the number',
  args: state(f.typed),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show number' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(ssnField(canvas)).toHaveAttribute('type', 'text');
    await expect(ssnField(canvas)).toHaveValue('123-45-0001');
  },
  tags: ['!dev'],
};

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(ssnField(canvas));
    await userEvent.keyboard('123-45-0001{Enter}');
    await expect(args.onSsnChange).toHaveBeenLastCalledWith('123450001');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  args: state(f.typed),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: state(f.typed), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <IdentityDetailsScreen {...args} {...state(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
