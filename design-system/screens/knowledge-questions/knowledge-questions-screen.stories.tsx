import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { kbaFixtures as f } from '../../../flows/steps/kba_1/fixtures';
import { kbaView } from '../../../flows/steps/kba_1/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  KnowledgeQuestionsScreen,
  type KnowledgeQuestionsScreenProps,
} from './knowledge-questions-screen';

// Every story is a state of the app: the knowledge-question view-model applied to a fixture,
// one question per page as the flow asks them (the sandbox's own questions).
const stateOf = (fixture: StateFixture) => kbaView(fixture.input);

const meta = {
  title: 'Identity/Knowledge questions',
  component: KnowledgeQuestionsScreen,
  render: function Render(args) {
    // Picking works in the canvas: the story keeps the pick in its args, as the app keeps it
    // in the form state.
    const [, updateArgs] = useArgs<KnowledgeQuestionsScreenProps>();
    return (
      <KnowledgeQuestionsScreen
        {...args}
        onAnswer={(answer) => {
          updateArgs({ answer });
          args.onAnswer(answer);
        }}
      />
    );
  },
  // The question and its answers are the identity service's words, shown as it sends them.
  parameters: { frame: 'screen', asSent: ['question'] },
  args: { ...stateOf(f.first), onAnswer: fn(), onRestart: fn(), onContinue: fn() },
} satisfies Meta<typeof KnowledgeQuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'First question',
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(1);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Time left: 2 minutes');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time left: 2:00');
    // The challenge brought these questions: it is no error here.
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

export const Filled: Story = { name: 'Answer picked', args: stateOf(f.picked) };

export const Loading: Story = {
  args: stateOf(f.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LastQuestion: Story = { name: 'Last question', args: stateOf(f.last) };

export const Unanswered: Story = {
  args: stateOf(f.unanswered),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Choose an answer' }));
    await expect(canvas.getByRole('radio', { name: 'Birch Road' })).toHaveFocus();
  },
};

export const TimedOut: Story = {
  name: 'Timed out',
  args: stateOf(f.timedOut),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You took too long to answer these questions. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = { name: 'Answer not sent', args: stateOf(f.callFailed) };

export const AnswerWithKeyboard: Story = {
  name: 'Answer with keyboard',
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'Birch Road' }).focus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Harbor Lane' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('Harbor Lane');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
  },
  tags: ['!dev'],
};

export const Phone: Story = {
  args: stateOf(f.picked),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = { args: stateOf(f.picked), globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <KnowledgeQuestionsScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
