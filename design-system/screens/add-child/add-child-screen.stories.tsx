import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddChildScreen, type AddChildScreenProps, childFieldId } from './add-child-screen';

// A stateful wrapper so typing works in the canvas; the screen itself stays pure.
function Interactive(props: AddChildScreenProps) {
  const [childrenInfo, setChildrenInfo] = React.useState(props.childrenInfo);
  return (
    <AddChildScreen
      {...props}
      childrenInfo={childrenInfo}
      onChildrenInfoChange={(next) => {
        setChildrenInfo(next);
        props.onChildrenInfoChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Add child',
  component: AddChildScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    childrenInfo: [{ firstName: '', dob: '' }],
    onChildrenInfoChange: fn(),
    onContinue: fn(),
    onBack: fn(),
    progress: { current: 4, total: 6 },
  },
} satisfies Meta<typeof AddChildScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const maya = { firstName: 'Maya', dob: '06/02/2012' };
const leo = { firstName: 'Leo', dob: '11/20/2015' };

export const Empty: Story = {};

export const Filled: Story = { args: { childrenInfo: [maya] } };

export const TwoChildren: Story = { args: { childrenInfo: [maya, leo] } };

export const Loading: Story = {
  args: { childrenInfo: [maya], loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const RequireChildDateOfBirth: Story = {
  name: 'requireChildDateOfBirth',
  args: { childrenInfo: [maya], requireChildDateOfBirth: true },
};

export const DisplayDisclaimer: Story = {
  name: 'requireChildDateOfBirth + displayDisclaimer',
  args: { childrenInfo: [maya], requireChildDateOfBirth: true, displayDisclaimer: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "We ask for your child's first name and date of birth only to set up their account",
    );
  },
};

export const Missing: Story = {
  args: {
    childrenInfo: [{ firstName: '', dob: '' }],
    requireChildDateOfBirth: true,
    fieldErrors: {
      [childFieldId(0, 'firstName')]: "Enter your child's first name",
      [childFieldId(0, 'dob')]: "Enter your child's date of birth, for example 06/02/2012",
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: "Enter your child's first name" }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  args: {
    childrenInfo: [maya],
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

export const AddAndRemoveWithKeyboard: Story = {
  args: { childrenInfo: [maya], requireChildDateOfBirth: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add another child' }));
    const second = within(canvas.getByRole('group', { name: 'Child 2' }));
    await waitFor(() => expect(second.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await userEvent.keyboard('Leo');
    await userEvent.tab();
    await userEvent.keyboard('11202015');
    await expect(args.onChildrenInfoChange).toHaveBeenLastCalledWith([maya, leo]);
    await userEvent.click(second.getByRole('button', { name: 'Remove child 2' }));
    await expect(args.onChildrenInfoChange).toHaveBeenLastCalledWith([maya]);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  },
};

export const FamilyFull: Story = {
  name: 'Five children (no more to add)',
  args: {
    childrenInfo: ['Maya', 'Leo', 'Ava', 'Noah', 'Zoe'].map((firstName) => ({
      firstName,
      dob: '',
    })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Add another child' }),
    ).not.toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { childrenInfo: [maya] },
  globals: { layoutType: 'compact' },
};

export const Phone: Story = {
  args: { childrenInfo: [maya] },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
