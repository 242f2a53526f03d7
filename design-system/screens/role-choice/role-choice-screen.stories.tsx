import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RoleChoiceScreen, type RoleChoiceScreenProps } from './role-choice-screen';

function Interactive(props: RoleChoiceScreenProps) {
  const [role, setRole] = React.useState(props.role);
  return (
    <RoleChoiceScreen
      {...props}
      role={role}
      onRoleChange={(next) => {
        setRole(next);
        props.onRoleChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Role choice',
  component: RoleChoiceScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: { role: null, onRoleChange: fn(), onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof RoleChoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { role: 'parent' } };

export const Loading: Story = {
  args: { role: 'parent', loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const NothingChosen: Story = {
  args: { error: 'Choose whether you are a parent or a teen' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
  },
};

export const ServerError: Story = {
  args: { role: 'parent', formError: 'An unexpected error occurred. Please try again later.' },
};

export const PickWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: "I'm a teen" }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('child');
    // The radio group is one tab stop: Tab goes on to Continue.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const RoleSelectCta: Story = {
  name: 'roleSelectCTA',
  args: { roleSelectCTA: true },
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

export const Compact: Story = { args: { role: 'parent' }, globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: { role: 'parent' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
