import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { roleFixtures as f } from '../../../flows/steps/confirm-role/fixtures';
import { roleView } from '../../../flows/steps/confirm-role/view';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import { RoleChoiceScreen, type RoleChoiceScreenProps } from './role-choice-screen';

// Every story is a state of the app: the role view-model applied to a fixture, so the
// toolbar's role-button menu (roleSelectCTA) shows the same state with the pick on the button.
const stateOf = (fixture: StateFixture) => stateStory(roleView, fixture);

// A stateful wrapper so typing and picking work in the canvas; the screen itself stays pure.
function Interactive(props: RoleChoiceScreenProps) {
  const [role, set] = React.useState(props.role);
  return (
    <RoleChoiceScreen
      {...props}
      role={role}
      onRoleChange={(next) => {
        set(next);
        props.onRoleChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Sign up/Role choice',
  component: RoleChoiceScreen,
  render: (args) => <Interactive {...args} />,
  // Back is the page's history, which the app's step page gives every question page.
  decorators: [inTheFlow('Your account')],
  parameters: { frame: 'screen', pageBack: fn(), ...stateOf(f.empty).parameters },
  args: { ...stateOf(f.empty).args, onRoleChange: fn(), onContinue: fn() },
} satisfies Meta<typeof RoleChoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // One question on the page: the heading names the choices, so it is read once.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: "Who's signing up?" })).toBeVisible();
    await expect(canvas.getAllByText("Who's signing up?")).toHaveLength(1);
  },
};

export const Filled: Story = { ...stateOf(f.parent) };

export const Teen: Story = { ...stateOf(f.teen) };

export const NothingChosen: Story = {
  name: 'Nothing chosen',
  ...stateOf(f.missing),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = { name: 'Server error', ...stateOf(f.serverError) };

export const PickWithKeyboard: Story = {
  name: 'Pick with keyboard',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: "I'm a teen" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('child');
    // The radio group is one tab stop: Tab goes on to Continue.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const RoleSelectCta: Story = {
  name: 'Role select CTA on',
  ...stateOf(f.roleSelectCTA),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: "I'm a parent or guardian" }));
    await expect(canvas.getByRole('button', { name: 'Continue as a parent' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: "I'm a parent or guardian" })).toHaveFocus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: "I'm a teen" })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onRoleChange).toHaveBeenLastCalledWith('child');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as a teen' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const RoleSelectCtaParent: Story = {
  name: 'Role select CTA on, parent picked',
  ...stateOf(f.roleSelectCTAParent),
};

export const Back: Story = {
  play: async ({ parameters, canvas }) => {
    parameters.pageBack.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(parameters.pageBack).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { ...stateOf(f.parent), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  ...stateOf(f.parent),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <RoleChoiceScreen {...args} {...stateOf(fixture).args} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
