import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { widgetPageFixtures as f } from '../../../flows/steps/widget_page/fixtures';
import { widgetPageView } from '../../../flows/steps/widget_page/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { WidgetPageScreen } from './widget-page-screen';

// Every story is a state of the app: the step's view-model applied to a fixture.
const stateOf = (fixture: StateFixture) => widgetPageView(fixture.input);

const meta = {
  title: 'Log in/Continue in the app',
  component: WidgetPageScreen,
  parameters: { frame: 'screen' },
  args: { ...stateOf(f.web), onBackToApp: fn() },
} satisfies Meta<typeof WidgetPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a browser: the stores, no way "back" to an app the person may not have. */
export const InABrowser: Story = {
  name: 'In a browser',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Continue in the Harbor app' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back to the app' })).toBeNull();
  },
};

/** Inside the native apps: the app is there already; the page hands back to it. */
export const InsideTheApps: Story = {
  name: 'Inside the apps',
  args: stateOf(f.inApp),
  globals: { layoutType: 'compact' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onBackToApp).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** Every state on one page, for the visual suite. */
export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(f).map((fixture) => (
        <section key={fixture.name} aria-label={fixture.name}>
          <WidgetPageScreen {...args} {...stateOf(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
