import type { Decorator, Preview } from '@storybook/react-vite';
import { type Catalogue, ENGLISH, MessagesProvider } from '../design-system/lib/text';
import { ErrorSummaryTakesFocus } from '../design-system/primitives/error-summary';
import { Layout } from '../design-system/primitives/layout';
import { FRAME_SAMPLES_ES } from '../flows/views/fixtures/frame-samples.es';
import { type DesignerArgs, withDesignerEdits } from '../flows/views/stories/designer-args';
import {
  chosenParts,
  type StateView,
  toggleGlobalTypes,
  toggleInitialGlobals,
} from '../flows/views/stories/toggle-globals';
import type { LayoutType } from '../vocabulary/domain';
import { LANGUAGE_NAMES, type Locale } from '../vocabulary/locales';
import { FIRST_SCREEN_ES } from '../vocabulary/messages/first-screen.es';
import { LATER_PAGES_ES } from '../vocabulary/messages/later-pages.es';
import '../design-system/styles.css';
import './states-board.css';

// Screens render inside the page frame in the chosen layout type; primitives render bare on
// the page colour. Set `parameters.frame = 'screen'` on a screen's stories.
const withFrame: Decorator = (Story, context) => {
  const layoutType = (context.globals.layoutType ?? 'default') as LayoutType;
  if (context.parameters.frame === 'screen') {
    return (
      <Layout layoutType={layoutType}>
        <Story />
      </Layout>
    );
  }
  return (
    <div className="bg-ink-50 p-6" data-layout-type={layoutType}>
      <Story />
    </div>
  );
};

// A docs page renders every state of a screen on one page: an error summary there must not
// take focus as it does in the app, or the page opens scrolled down to the last one.
const withDocsFocus: Decorator = (Story, context) => (
  <ErrorSummaryTakesFocus value={context.viewMode !== 'docs'}>
    <Story />
  </ErrorSummaryTakesFocus>
);

// Every "All states" story (a screen's AllStates export, a step's <Step>AllStates, so one id
// suffix) is a board: states-board.css prints each state's name above it.
const withStateCaptions: Decorator = (Story, context) =>
  context.id.endsWith('-all-states') ? (
    <div data-states-board className="contents">
      <Story />
    </div>
  ) : (
    <Story />
  );

// A story made from a state (stateStory) shows its view-model's props under the toolbar's
// toggle menus: the same view-model the app runs, given the state with the chosen toggles. What
// a designer edits in the Controls panel (or the URL's args) is laid over them, as they edit it.
const withToggleGlobals: Decorator = (Story, context) => {
  const state = context.parameters.state as StateView | undefined;
  const parts = state && chosenParts(context.globals);
  const edits = context.parameters.designerArgs as
    | DesignerArgs<Record<string, unknown>>
    | undefined;
  if (!parts && !edits) return <Story />;
  const shown = state && parts ? { ...context.args, ...state(parts) } : context.args;
  return (
    <Story
      args={edits ? withDesignerEdits(shown, context.args, context.initialArgs, edits) : shown}
    />
  );
};

// The toolbar's language: every screen reads its texts from the messages above it, as in the
// app, where a language's messages are all loaded by the time a later page shows.
const MESSAGES: Record<Locale, Catalogue> = {
  en: ENGLISH,
  es: { ...FIRST_SCREEN_ES, ...LATER_PAGES_ES, ...FRAME_SAMPLES_ES },
};
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  return (
    <MessagesProvider value={MESSAGES[locale]} locale={locale}>
      <div lang={locale} className="contents">
        <Story />
      </div>
    </MessagesProvider>
  );
};

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/** Shown in the Controls panel: a value a designer types or picks (text, number, yes or no). */
const isPlain = (name: string, value: unknown) =>
  !/^on[A-Z]/.test(name) && ['string', 'number', 'boolean'].includes(typeof value);

const controlOf = (value: unknown) =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'text';

/**
 * The Controls panel shows what a designer types or picks. A record of the view-model, a
 * message by reference, a list or a callback is the app's own, not a designer's: its row is
 * hidden (the screens designers edit most name their own fields instead:
 * flows/views/stories/designer-args.ts). It runs before Storybook infers the args' types from
 * their values, which keeps what is set here.
 */
const designerValuesOnly: ArgTypesEnhancer = ({ argTypes, initialArgs }) => {
  const hidden = { control: false, table: { disable: true } } as const;
  const named = Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const value = initialArgs[name];
      if (name in initialArgs && !isPlain(name, value)) {
        return [name, { ...argType, ...hidden, table: { ...argType.table, disable: true } }];
      }
      // A plain value whose type the docs read as a record (a union of a type's words): edited
      // as what it is.
      const typed = ['string', 'number', 'boolean', 'enum'].includes(argType.type?.name ?? '');
      if (typed) return [name, argType];
      if (name in initialArgs) return [name, { ...argType, control: controlOf(value) }];
      // A prop no story sets, whose type is a record, a list or a function.
      return [name, { ...argType, ...hidden, table: { ...argType.table, disable: true } }];
    }),
  );
  const unnamed = Object.fromEntries(
    Object.entries(initialArgs)
      .filter(([name, value]) => !(name in argTypes) && !isPlain(name, value))
      .map(([name]) => [name, { name, ...hidden }]),
  );
  return { ...named, ...unnamed } as typeof argTypes;
};
Object.assign(designerValuesOnly, { secondPass: true });

const preview: Preview = {
  decorators: [withToggleGlobals, withStateCaptions, withFrame, withDocsFocus, withLocale],
  argTypesEnhancers: [designerValuesOnly],
  globalTypes: {
    layoutType: {
      description: 'Layout type: default (website) or compact (inside the native apps)',
      toolbar: {
        title: 'Layout',
        icon: 'mobile',
        items: [
          { value: 'default', title: 'default (website)' },
          { value: 'compact', title: 'compact (native app)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.entries(LANGUAGE_NAMES).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    ...toggleGlobalTypes,
  },
  initialGlobals: { layoutType: 'default', locale: 'en', ...toggleInitialGlobals },
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story in the test runner, not just a warning in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
