import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { completionFixtures as f } from '../../../flows/steps/complete/fixtures';
import { completionView } from '../../../flows/steps/complete/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import {
  type DesignerArgs,
  designerControls,
  withDesignerValues,
} from '../../../flows/views/stories/designer-args';
import { stateStory } from '../../../flows/views/stories/toggle-globals';
import type { ViewOf } from '../../../flows/views/view-input';
import { CompletionScreen, type CompletionScreenProps } from './completion-screen';

// Every story is a state of the app: the completion view-model applied to a fixture, so the
// toolbar's download-screen and text-alert menus show the same state under their choices.
// What a designer edits in the Controls panel: the name, the amount, the children and the
// reference, where the view-model holds them in its records of the money and the summary.
const edits: DesignerArgs<ViewOf<CompletionScreenProps>> = {
  firstName: { description: 'The first name in the heading', control: 'text' },
  firstLoad: {
    description: "The first load in dollars, in the money's sentence and the summary",
    control: 'number',
    read: (props) => props.money?.firstLoad,
    write: (props, value) => {
      const dollars = typeof value === 'number' ? value : undefined;
      const { summary, money } = props;
      return {
        ...(money && { money: { ...money, firstLoad: dollars } }),
        ...(summary && {
          summary: {
            ...summary,
            firstLoad: dollars === undefined ? undefined : { ...summary.firstLoad, dollars },
          },
        }),
      };
    },
  },
  childNames: {
    description: "The children's first names in the summary, separated by commas",
    control: 'text',
    read: (props) => props.summary?.children.join(', '),
    write: (props, value) =>
      props.summary
        ? {
            summary: {
              ...props.summary,
              children: String(value ?? '')
                .split(',')
                .map((name) => name.trim())
                .filter(Boolean),
            },
          }
        : {},
  },
  reference: {
    description: 'What the family quotes to support, e.g. 7K3M-9QXD',
    control: 'text',
    read: (props) => props.summary?.reference,
    write: (props, value) =>
      props.summary ? { summary: { ...props.summary, reference: String(value ?? '') } } : {},
  },
  supportPhone: { description: "Support's number, where support can help", control: 'text' },
};
const controls = designerControls(edits);

const stateOf = (fixture: StateFixture) =>
  stateStory(withDesignerValues(completionView, edits), fixture);

const meta = {
  title: 'Funding/Completion',
  component: CompletionScreen,
  parameters: { frame: 'screen', ...stateOf(f.parent).parameters, ...controls.parameters },
  argTypes: controls.argTypes,
  args: {
    ...stateOf(f.parent).args,
    onVerifyNow: fn(),
    onDone: fn(),
    onSubscribeSms: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof CompletionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Parent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      "You're all set, Pat!",
    );
    await expect(canvas.getByText("$50 is on its way to your family's account.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

/** The server's summary: the reference, what was set up, what happens next, and Print. */
export const ParentSummaryCard: Story = {
  name: 'Parent, summary, debit card',
  ...stateOf(f.parentSummaryCard),
  play: async ({ args, canvas }) => {
    const reference = canvas.getByRole('region', { name: 'Your reference' });
    await expect(reference).toHaveTextContent('7K3M-9QXD');
    const summary = canvas.getByRole('region', { name: 'What you set up' });
    const rows = [...summary.querySelectorAll('dl > div')].map((row) => row.textContent);
    await expect(rows).toEqual([
      'PlanMax, $9.98 a month',
      'ChildKit',
      'Funding accountDebit card •••• 4242',
      'First load$50',
      'ArrivesToday, within minutes',
    ]);
    await expect(canvas.getByRole('region', { name: 'What happens next' })).toBeVisible();
    const print = canvas.getByRole('button', { name: 'Print or save this page' });
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    // The screenshot shows the page as it opens, not the button just pressed.
    print.blur();
  },
};

/** A manual bank account: its bank's name, and the two deposits still to enter. */
export const ParentSummaryBankPending: Story = {
  name: 'Parent, summary, micro-deposits to verify',
  ...stateOf(f.parentSummaryBankPending),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'What you set up' });
    await expect(summary).toHaveTextContent('Harbor Sandbox Bank •••• 6789');
    await expect(summary).toHaveTextContent('ArrivesOnce your bank account is verified');
    await expect(summary).toHaveTextContent(
      'Still to doEnter the two small deposits to your bank account to verify it',
    );
  },
};

/** A linked bank arrives in business days; several children are listed in one row. */
export const ParentSummaryLinkedBank: Story = {
  name: 'Parent, summary, linked bank and several children',
  ...stateOf(f.parentSummaryLinkedBank),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'What you set up' });
    await expect(summary).toHaveTextContent('ChildrenKit, Ash, and Rae');
    await expect(summary).toHaveTextContent('Sandbox Checking •••• 0000');
    await expect(summary).toHaveTextContent('In 1 to 3 business days, by Thursday, March 5');
    await expect(summary).not.toHaveTextContent('Still to do');
  },
};

/** Inside the native apps: the summary, no store badges, Done. */
export const ParentSummaryCompact: Story = {
  name: 'Parent inside the app, summary',
  ...stateOf(f.parentSummaryInsideTheApp),
  globals: { layoutType: 'compact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your reference' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/Download the app/)).toBeNull();
  },
};

export const ParentImprovedDownloadScreen: Story = {
  name: 'Parent, improved download screen on',
  ...stateOf(f.parentImproved),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Get started in the app' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ParentFirstLoadWithCents: Story = {
  name: 'Parent, first load with cents',
  ...stateOf(f.parentCents),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$25.50 is on its way to your family's account.")).toBeVisible();
  },
};

/** The amounts may already be there: the reminder offers to enter them at once. */
export const ParentVerifyLater: Story = {
  name: 'Parent, verification put off',
  ...stateOf(f.parentVerifyLater),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Almost done, Pat!');
    await expect(canvas.getByText('One more thing: verify your bank account')).toBeVisible();
    await expect(canvas.queryByText(/on its way/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'I have the amounts: verify now' }));
    await expect(args.onVerifyNow).toHaveBeenCalledTimes(1);
  },
};

/** Back from the reminder with the amounts accepted: a confirmation, then the first load. */
export const ParentVerified: Story = {
  name: 'Parent, bank account just verified',
  ...stateOf(f.parentVerified),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Your bank account is verified. $50 is on its way to your family's account.",
    );
  },
};

/** Too many wrong amounts: honest about the money, and no "verify now" the server would refuse. */
export const ParentVerificationBlocked: Story = {
  name: 'Parent, too many wrong amounts',
  ...stateOf(f.parentVerificationBlocked),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We could not verify your bank account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /verify now/ })).toBeNull();
  },
};

/** smsNotifications: an opt-in a person presses; nothing is subscribed without it. */
export const ParentSmsOffer: Story = {
  name: 'Parent, SMS notifications on',
  ...stateOf(f.parentSmsOffer),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Text me alerts' }));
    await expect(args.onSubscribeSms).toHaveBeenCalledTimes(1);
  },
};

export const ParentSmsSubscribed: Story = {
  name: 'Parent, SMS notifications on, subscribed',
  ...stateOf(f.parentSmsSubscribed),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("You'll get text alerts about your family's account."),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Text me alerts' })).toBeNull();
  },
};

export const ParentSmsFailed: Story = {
  name: 'Parent, SMS notifications on, subscription failed',
  ...stateOf(f.parentSmsFailed),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("We couldn't sign you up");
    await expect(canvas.getByRole('button', { name: 'Text me alerts' })).toBeVisible();
  },
};

/** Inside the native apps: no store links, a Done button hands back to the app. */
export const ParentInsideTheApp: Story = {
  name: 'Parent inside the app',
  ...stateOf(f.parentInsideTheApp),
  globals: { layoutType: 'compact' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    canvas.getByRole('button', { name: 'Done' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

export const Child: Story = {
  ...stateOf(f.child),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("You're in, Kit!");
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull();
  },
};

export const ChildImprovedDownloadScreen: Story = {
  name: 'Child, improved download screen on',
  ...stateOf(f.childImproved),
};

export const ChildInsideTheApp: Story = {
  name: 'Child inside the app',
  ...stateOf(f.childInsideTheApp),
  globals: { layoutType: 'compact' },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  tags: ['!dev'],
};

export const Compact: Story = { globals: { layoutType: 'compact' } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <CompletionScreen {...args} {...completionView(fixture.input)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
