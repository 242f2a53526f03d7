import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { childrenFixtures as f } from '../../../flows/steps/add_child_info/fixtures';
import { childrenView } from '../../../flows/steps/add_child_info/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  type DesignerArgs,
  designerControls,
  withDesignerValues,
} from '../../../flows/views/stories/designer-args';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import type { ViewOf } from '../../../flows/views/view-input';
import { AddChildScreen, type AddChildScreenProps, childFieldId } from './add-child-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures,
// so the toolbar's COPPA menu shows the same state with the date of birth and the disclaimer.
// What a designer edits in the Controls panel: the children by their names, not their list.
const edits: DesignerArgs<ViewOf<AddChildScreenProps>> = {
  childNames: {
    description: "The children's first names, separated by commas (each a child's fields)",
    control: 'text',
    read: (props) => props.childrenInfo.map((child) => child.firstName).join(', '),
    write: (props, value) => ({
      childrenInfo: String(value ?? '')
        .split(',')
        .map((name, index) => ({
          firstName: name.trim(),
          dob: props.childrenInfo[index]?.dob ?? '',
        })),
    }),
  },
  firstNameError: {
    description: "The refusal of the first child's first name",
    control: 'text',
    read: (props) => props.fieldErrors?.[childFieldId(0, 'firstName')],
    write: (props, value) => ({
      fieldErrors: { ...props.fieldErrors, [childFieldId(0, 'firstName')]: value as string },
    }),
  },
  maxChildren: { description: 'How many children one family may add here', control: 'number' },
  formError: { description: "A refusal above the form: the service's own words", control: 'text' },
  loading: { description: 'The children on their way', control: 'boolean' },
};
const controls = designerControls(edits);

const state = (fixture: StateFixture) =>
  stateStory(withDesignerValues(childrenView, edits), fixture);

const meta = {
  title: 'Sign up/Add child',
  component: AddChildScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the children in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<AddChildScreenProps>();
    return (
      <AddChildScreen
        {...args}
        onChildrenInfoChange={(childrenInfo) => {
          updateArgs({ childrenInfo });
          args.onChildrenInfoChange(childrenInfo);
        }}
      />
    );
  },
  parameters: { frame: 'screen', ...state(f.empty).parameters, ...controls.parameters },
  argTypes: controls.argTypes,
  args: { ...state(f.empty).args, onChildrenInfoChange: fn(), onContinue: fn() },
} satisfies Meta<typeof AddChildScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const maya = { firstName: 'Maya', dob: '06/02/2012' };
const leo = { firstName: 'Leo', dob: '11/20/2015' };

export const Empty: Story = {};

export const Filled: Story = { ...state(f.one) };

export const TwoChildren: Story = { name: 'Two children', ...state(f.two) };

export const Loading: Story = {
  ...state(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const RequireChildDateOfBirth: Story = {
  name: 'Child date of birth required',
  ...state(f.dobOnly),
};

export const DisplayDisclaimer: Story = {
  name: 'Child date of birth required, with the disclaimer',
  ...state(f.coppaFilled),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "We ask for your child's first name and date of birth only to set up their account",
    );
  },
};

export const Missing: Story = {
  ...state(f.missing),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: "Enter your child's first name" }));
    const second = within(canvas.getByRole('group', { name: 'Child 2' }));
    await expect(second.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const MissingDateOfBirth: Story = {
  name: 'COPPA: no date of birth',
  ...state(f.coppaMissingDob),
};

export const ServerError: Story = { name: 'Server error', ...state(f.callFailed) };

export const AddAndRemoveWithKeyboard: Story = {
  name: 'Add and remove with keyboard',
  ...state(f.coppaFilled),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add another child' }));
    // The story's args update a moment later, as the app's form state would.
    const second = within(await canvas.findByRole('group', { name: 'Child 2' }));
    await waitFor(() => expect(second.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    await userEvent.keyboard('Leo');
    await userEvent.tab();
    await userEvent.keyboard('11202015');
    await expect(args.onChildrenInfoChange).toHaveBeenLastCalledWith([maya, leo]);
    await userEvent.click(second.getByRole('button', { name: 'Remove child 2' }));
    await expect(args.onChildrenInfoChange).toHaveBeenLastCalledWith([maya]);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus());
  },
  tags: ['!dev'],
};

export const FamilyFull: Story = {
  name: 'Five children (no more to add)',
  ...state(f.five),
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: 'Add another child' }),
    ).not.toBeInTheDocument();
  },
};

export const Compact: Story = { ...state(f.one), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  ...state(f.one),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <AddChildScreen {...args} {...childrenView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
