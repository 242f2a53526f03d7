import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { addressCheckFixtures as f } from '../../../flows/steps/set_date_of_birth/address-check-fixtures';
import { addressCheckView } from '../../../flows/steps/set_date_of_birth/address-check-view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { AddressCheckNotice } from './address-check-notice';

// Every story is a state of the app: the notice's view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => addressCheckView(fixture.input);

const meta = {
  title: 'Sign up/Check your home address',
  component: AddressCheckNotice,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.waiting), onEdit: fn(), onKeep: fn() },
} satisfies Meta<typeof AddressCheckNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The postal check could not confirm the address: fix it in place, or keep it. */
export const Waiting: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Check your home address');
    await expect(canvas.getByRole('status')).toHaveTextContent('could not confirm this address');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: "It's correct" }));
    await expect(args.onKeep).toHaveBeenCalledTimes(1);
  },
};

/** Keeping it is on its way: "It's correct" cannot be pressed twice. */
export const Keeping: Story = {
  args: stateOf(f.keeping),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "It's correct" })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {[f.waiting, f.keeping].map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <AddressCheckNotice {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
