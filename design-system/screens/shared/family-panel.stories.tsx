import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { familyPanelFixtures as f } from '../../../flows/steps/register/family-panel-fixtures';
import { familyPanelView } from '../../../flows/steps/register/family-panel-view';
import { fundingView } from '../../../flows/steps/set_funding_account/view';
import { Sample } from '../../../flows/views/fixtures/frame-samples';
import { TextField } from '../../primitives/text-field';
import { FundingSelectorScreen } from '../funding-selector/funding-selector-screen';
import { FamilyPanel } from './family-panel';
import { QuestionPage } from './question-page';

// The register step's page as the app puts it together: the question, then the panel, which
// the stylesheet shows beside the card from 75rem in the website's layout only.
const meta = {
  title: 'Screens/Shared/Family panel',
  component: FamilyPanel,
  parameters: { frame: 'screen' },
  args: familyPanelView(f.start.input),
  render: (args) => (
    <>
      <QuestionPage
        heading={<Sample id="frameSamples.shortHeading" />}
        labelFor="email"
        onContinue={fn()}
      >
        <TextField
          id="email"
          label={<Sample id="frameSamples.email" />}
          type="email"
          autoComplete="email"
        />
      </QuestionPage>
      <FamilyPanel {...args} />
    </>
  ),
} satisfies Meta<typeof FamilyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0];

/**
 * The panel, when this frame shows it: the website's layout on a wide screen. On a phone and in
 * the native apps' webview the page is as it was, with no panel at all.
 */
async function shownPanel({ canvas, canvasElement }: Canvas) {
  const panel = canvas.queryByRole('complementary', { name: 'Your sign-up' });
  const website = canvasElement.querySelector('[data-layout-type="default"]') !== null;
  if (!website || !window.matchMedia('(width >= 75rem)').matches) {
    await expect(panel).toBeNull();
    return null;
  }
  await expect(panel).toBeVisible();
  return panel;
}

export const Start: Story = {
  play: async (context) => {
    const panel = await shownPanel(context);
    if (!panel) return;
    await expect(panel).toHaveTextContent('PlanNot chosen yet');
    await expect(panel).toHaveTextContent('ChildrenNone added yet');
  },
};

export const PlanAndChildren: Story = {
  name: 'Plan and children',
  args: familyPanelView(f.planAndChildren.input),
  render: (args) => (
    <>
      <FundingSelectorScreen
        {...fundingView(f.planAndChildren.input)}
        onValueChange={fn()}
        onContinue={fn()}
      />
      <FamilyPanel {...args} />
    </>
  ),
  play: async (context) => {
    const panel = await shownPanel(context);
    if (!panel) return;
    await expect(panel).toHaveTextContent('PlanMax, $9.98/mo');
    await expect(panel).toHaveTextContent('Children2 children added');
  },
};

/** A teen chooses no plan and adds no children: only the help line. */
export const Teen: Story = {
  args: familyPanelView(f.teen.input),
  play: async (context) => {
    const panel = await shownPanel(context);
    if (!panel) return;
    await expect(panel).not.toHaveTextContent('Plan');
    await expect(panel).toHaveTextContent('Call us at 1-888-483-2645.');
  },
};
