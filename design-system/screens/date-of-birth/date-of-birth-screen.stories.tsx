import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dateOfBirthFixtures as f } from '../../../flows/steps/date_of_birth/fixtures';
import { dateOfBirthView } from '../../../flows/steps/date_of_birth/view';
import { inTheFlow } from '../../../flows/views/fixtures/in-the-flow';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { DATE_OF_BIRTH_CHECKS_EN } from '../../../vocabulary/messages/date-of-birth-checks.en';
import { DateOfBirthScreen, type DateOfBirthScreenProps } from './date-of-birth-screen';

// Every story is a state of the app: the view-model applied to a fixture of flows/views/fixtures.
const stateOf = (fixture: StateFixture) => dateOfBirthView(fixture.input);

const meta = {
  title: 'Sign up/Date of birth',
  component: DateOfBirthScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the date in its args, as the app keeps it
    // in the form state.
    const [, updateArgs] = useArgs<DateOfBirthScreenProps>();
    return (
      <DateOfBirthScreen
        {...args}
        onDobChange={(dob) => {
          updateArgs({ dob });
          args.onDobChange(dob);
        }}
      />
    );
  },
  // Back is the page's history (the role), which the app's step page gives it.
  decorators: [inTheFlow('Your account')],
  parameters: { frame: 'screen', pageBack: fn() },
  args: { ...stateOf(f.empty), onDobChange: fn(), onContinue: fn() },
} satisfies Meta<typeof DateOfBirthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  // One question on the page: the heading is the field's label, so it is read once.
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: "What's your date of birth?" });
    await expect(canvas.getAllByText("What's your date of birth?")).toHaveLength(1);
    await userEvent.click(canvas.getByText("What's your date of birth?"));
    await expect(field).toHaveFocus();
  },
};

export const Filled: Story = { args: stateOf(f.filled) };

export const BackFromTheInvite: Story = {
  name: 'Back from the invite',
  args: stateOf(f.returned),
  play: async ({ parameters, canvas }) => {
    parameters.pageBack.mockClear();
    await expect(canvas.getByRole('textbox', { name: /date of birth/i })).toHaveValue('04/15/2009');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(parameters.pageBack).toHaveBeenCalledTimes(1);
  },
};

export const NotADate: Story = {
  name: 'Not a date',
  args: stateOf(f.notADate),
  play: async ({ canvas }) => {
    const message = DATE_OF_BIRTH_CHECKS_EN['dateOfBirthChecks.shape'];
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: message }));
    await expect(canvas.getByRole('textbox', { name: /date of birth/i })).toHaveFocus();
  },
};

export const Missing: Story = { args: stateOf(f.missing) };

export const TwoDigitYear: Story = { name: 'Two digit year', args: stateOf(f.shortYear) };

export const DateToCome: Story = { name: 'Date to come', args: stateOf(f.future) };

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: /date of birth/i });
    await expect(field).toHaveAttribute('autocomplete', 'bday');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(field);
    await userEvent.keyboard('04152009');
    await expect(field).toHaveValue('04/15/2009');
    await userEvent.clear(field);
    // A one-digit month and day with separators are that month and day.
    await userEvent.keyboard('1/2/1980');
    await expect(field).toHaveValue('01/02/1980');
    await userEvent.keyboard('{Enter}');
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
          <DateOfBirthScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
