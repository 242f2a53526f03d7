import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  type KbaQuestion,
  KnowledgeQuestionsScreen,
  type KnowledgeQuestionsScreenProps,
} from './knowledge-questions-screen';

// A stateful wrapper so picking works in the canvas; the screen itself stays pure.
function Interactive(props: KnowledgeQuestionsScreenProps) {
  const [answers, setAnswers] = React.useState(props.answers);
  return (
    <KnowledgeQuestionsScreen
      {...props}
      answers={answers}
      onAnswer={(id, choice) => {
        setAnswers((current) => ({ ...current, [id]: choice }));
        props.onAnswer(id, choice);
      }}
    />
  );
}

// The sandbox's four questions (server/README.md); the right answers are the third choices.
const questions: KbaQuestion[] = [
  {
    id: 'q1',
    prompt: 'Which of these streets have you lived on?',
    choices: ['Birch Road', 'Quarry Street', 'Harbor Lane', 'None of the above'],
  },
  {
    id: 'q2',
    prompt: 'Which of these cities have you had an address in?',
    choices: ['Fairview', 'Lakeside', 'Springfield', 'None of the above'],
  },
  {
    id: 'q3',
    prompt: 'Which of these vehicles have you owned?',
    choices: ['2015 Ford Focus', '2011 Toyota Camry', '2012 Honda Civic', 'None of the above'],
  },
  {
    id: 'q4',
    prompt: 'Which of these lenders have you had a loan with?',
    choices: ['Summit Bank', 'Evergreen Loans', 'Harbor Credit Union', 'None of the above'],
  },
];
const allAnswered = {
  q1: 'Harbor Lane',
  q2: 'Springfield',
  q3: '2012 Honda Civic',
  q4: 'Harbor Credit Union',
};

const meta = {
  title: 'Screens/Knowledge questions',
  component: KnowledgeQuestionsScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { frame: 'screen' },
  args: {
    questions,
    answers: {},
    secondsRemaining: 120,
    onAnswer: fn(),
    onRestart: fn(),
    onContinue: fn(),
    progress: { current: 5, total: 7 },
  },
} satisfies Meta<typeof KnowledgeQuestionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(4);
    await expect(canvas.getByRole('timer')).toHaveAccessibleName('Time left: 2 minutes');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time left: 2:00');
  },
};

export const Filled: Story = { args: { answers: allAnswered, secondsRemaining: 74 } };

export const Loading: Story = {
  args: { answers: allAnswered, secondsRemaining: 70, loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const LastMinute: Story = {
  args: { answers: { q1: 'Harbor Lane' }, secondsRemaining: 45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Less than a minute left to answer.',
    );
  },
};

export const OneQuestionAtATime: Story = {
  args: { questions: questions.slice(0, 1), progress: { current: 5, total: 7 } },
};

export const Unanswered: Story = {
  args: {
    answers: { q1: 'Harbor Lane', q2: 'Springfield' },
    fieldErrors: { q3: 'Choose an answer', q4: 'Choose an answer' },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    const [third] = canvas.getAllByRole('link', { name: 'Choose an answer' });
    await userEvent.click(third!);
    await expect(canvas.getByRole('radio', { name: '2015 Ford Focus' })).toHaveFocus();
  },
};

export const TimedOut: Story = {
  args: { timedOut: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You took too long to answer these questions. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

export const IdentityVerificationError: Story = {
  args: {
    answers: allAnswered,
    formError: 'There was an error verifying your identity. Please try again later.',
  },
};

export const ServerError: Story = {
  args: {
    answers: allAnswered,
    formError: 'An unexpected error occurred. Please try again later.',
  },
};

export const AnswerWithKeyboard: Story = {
  args: { questions: questions.slice(0, 2) },
  play: async ({ args, canvas }) => {
    canvas.getByRole('radio', { name: 'Birch Road' }).focus();
    // Held down as a person would: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Harbor Lane' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith('q1', 'Harbor Lane');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Fairview' })).toHaveFocus();
  },
};

export const Phone: Story = {
  args: { answers: allAnswered, secondsRemaining: 74 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Compact: Story = {
  args: { answers: allAnswered, secondsRemaining: 74 },
  globals: { layoutType: 'compact' },
};
