import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { Layout } from '../../../design-system/primitives/layout';
import type { LayoutType } from '../../../vocabulary/domain';
import { stepEntry } from '../step-registry';
import { StepInState } from './step-stories';
import { WALKTHROUGHS, type WalkthroughPage } from './walkthroughs';

const FRAME_NAMES: Record<LayoutType, string> = {
  default: 'The website (default layout)',
  compact: 'Inside the native apps (compact layout)',
};

type Args = { persona: keyof typeof WALKTHROUGHS; page: number; layouts: 'chosen' | 'both' };

/** A page as a family sees it: its screen's name, and the state it is in. */
const pageTitle = ([step, state]: WalkthroughPage) => {
  const entry = stepEntry(step);
  return `${entry.screenStories.split('/').at(-1)}: ${entry.fixtures[state]?.name ?? state}`;
};

function Walkthrough({
  persona,
  page,
  layouts,
  layoutType,
  globals,
  onPage,
}: Args & {
  layoutType: LayoutType;
  globals: Record<string, unknown>;
  onPage: (page: number) => void;
}) {
  const pages = WALKTHROUGHS[persona];
  const at = Math.min(Math.max(page, 1), pages.length);
  const current = pages[at - 1]!;
  const frames: LayoutType[] = layouts === 'both' ? ['default', 'compact'] : [layoutType];
  return (
    <div className="flex flex-col gap-4">
      {/* The walkthrough's own bar, in the manager's ink: not part of the product's page. */}
      <nav
        aria-label="Walkthrough"
        className="flex flex-wrap items-center gap-3 rounded bg-[#15212d] px-3 py-2 text-sm text-white"
      >
        <button
          type="button"
          className="rounded border border-white/60 px-2 py-1 disabled:opacity-50"
          disabled={at === 1}
          onClick={() => onPage(at - 1)}
        >
          Previous page
        </button>
        <p aria-live="polite" className="flex-1 font-semibold">
          Page {at} of {pages.length}: {pageTitle(current)}
        </p>
        <button
          type="button"
          className="rounded border border-white/60 px-2 py-1 disabled:opacity-50"
          disabled={at === pages.length}
          onClick={() => onPage(at + 1)}
        >
          Next page
        </button>
      </nav>
      <div className={layouts === 'both' ? 'grid grid-cols-2 gap-4' : ''}>
        {frames.map((frame) => (
          <section key={frame} aria-label={`${frame} layout`} data-walkthrough-frame={frame}>
            {layouts === 'both' ? (
              <p className="mb-2 font-semibold text-sm">{FRAME_NAMES[frame]}</p>
            ) : null}
            <Layout layoutType={frame} className="min-h-0">
              <StepInState step={current[0]} state={current[1]} globals={globals} />
            </Layout>
          </section>
        ))}
      </div>
    </div>
  );
}

// Each persona's whole flow, page by page through the app's own states and view-models:
// Previous and Next (or the page control) walk it; "both layouts" shows the website and the
// native apps' compact layout side by side. Tagged out of the test: a page shown twice repeats
// its landmarks, and every page's states are tested as the screens' own stories.
const meta = {
  title: 'Walkthroughs',
  tags: ['!test'],
  // Storybook's hooks run in the story's render function only, not in a component of it.
  render: function Render(args, { globals }) {
    const [, updateArgs] = useArgs<Args>();
    return (
      <Walkthrough
        {...args}
        layoutType={(globals.layoutType ?? 'default') as LayoutType}
        globals={globals}
        onPage={(page) => updateArgs({ page })}
      />
    );
  },
  argTypes: {
    persona: { control: false },
    page: { control: { type: 'number', min: 1 } },
    layouts: {
      control: 'inline-radio',
      options: ['chosen', 'both'],
      labels: { chosen: 'The toolbar layout', both: 'Both layouts side by side' },
    },
  },
  args: { page: 1, layouts: 'chosen' },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewParent: Story = { name: 'New parent', args: { persona: 'newParent' } };
export const ReturningParent: Story = {
  name: 'Returning parent',
  args: { persona: 'returningParent' },
};
export const TeenFirst: Story = { name: 'Teen signing up first', args: { persona: 'teenFirst' } };
export const InvitedParent: Story = {
  name: 'Invited parent',
  args: { persona: 'invitedParent' },
};
export const Approver: Story = { name: 'Approver', args: { persona: 'approver' } };
export const NewParentBothLayouts: Story = {
  name: 'New parent, both layouts side by side',
  args: { persona: 'newParent', layouts: 'both' },
};
