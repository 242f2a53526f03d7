import type { PaymentOption } from '../../../vocabulary/domain';
import type { Toggles } from '../../rules/toggles';
import type { FixtureParts, StateFixture } from '../fixtures/state-fixture';
import type { ViewInput } from '../view-input';

/** One choice of a toolbar toggle: its words, and what it sets in the state the screen shows. */
type Choice = { title: string; parts?: FixtureParts };

/**
 * A product toggle (or a few that act together) as a toolbar menu for designers: its title is
 * what the toolbar shows, its description what the docs pages say of it (ToolbarMenus), its
 * pages the sidebar titles of the screens it changes, and each choice a state of the product.
 * The first choice is the product's default, as a fresh page has it (section 9).
 */
type ToggleGlobal = {
  title: string;
  description: string;
  pages: readonly string[];
  choices: Record<string, Choice>;
};

/** Every menu's first choice: the state as its fixture has it, so a story shows what it names. */
export const AS_THE_STATE = 'state';

const on = (toggles: Partial<Toggles>): FixtureParts => ({ toggles });

const payments = (...options: PaymentOption[]): FixtureParts => ({
  toggles: {
    applePay: options.includes('applePay'),
    googlePay: options.includes('googlePay'),
    paypal: options.includes('paypal'),
    venmo: options.includes('venmo'),
  },
  // As if this browser could use every option turned on (the payments port decides in the app).
  registration: { usablePaymentOptions: options },
});

const hiding = (flags: Partial<Toggles>): FixtureParts =>
  on({ hideFunding: true, hidePlaid: false, hideManualACH: false, hideDebit: false, ...flags });

/**
 * The product toggles that change what a screen shows (spec sections 3 and 9), as the
 * toolbar's menus. A story made from a state (stateStory) shows its view-model's props under
 * the choices made here, so a designer sees exactly what the app shows with them.
 */
export const TOGGLE_GLOBALS: Record<string, ToggleGlobal> = {
  roleButton: {
    title: 'Role button',
    description: "The role question's button: Continue, or the pick named on it (role select CTA)",
    pages: ['Sign up/Role choice'],
    choices: {
      off: { title: 'Continue', parts: on({ roleSelectCTA: false }) },
      on: { title: 'The pick named on the button', parts: on({ roleSelectCTA: true }) },
    },
  },
  prices: {
    title: 'Prices',
    description: 'Plan prices: the core price change and the savings rate (GSR) change',
    pages: ['Sign up/Plan picker'],
    choices: {
      default: {
        title: 'Default prices',
        parts: on({ enableCorePriceChange: false, enableGSRChange: false }),
      },
      core: {
        title: 'Core price change on',
        parts: on({ enableCorePriceChange: true, enableGSRChange: false }),
      },
      gsr: {
        title: 'Savings rate change on',
        parts: on({ enableCorePriceChange: false, enableGSRChange: true }),
      },
      both: {
        title: 'Core price and savings rate changes on',
        parts: on({ enableCorePriceChange: true, enableGSRChange: true }),
      },
    },
  },
  planCopy: {
    title: 'Plan copy',
    description: "The Standard plan's name: the usual one, or the core plan copy",
    pages: ['Sign up/Plan picker'],
    choices: {
      usual: { title: 'Usual plan copy', parts: on({ corePlanCopy: false }) },
      core: { title: 'Core plan copy on', parts: on({ corePlanCopy: true }) },
    },
  },
  defaultPlan: {
    title: 'Default plan',
    description: 'The plan picked already when no plan was chosen before (default Max / Infinity)',
    pages: ['Sign up/Plan picker'],
    choices: {
      standard: {
        title: 'Standard picked first',
        parts: on({ defaultMax: false, defaultInfinity: false }),
      },
      max: { title: 'Max picked first', parts: on({ defaultMax: true, defaultInfinity: false }) },
      infinity: {
        title: 'Infinity picked first',
        parts: on({ defaultMax: false, defaultInfinity: true }),
      },
    },
  },
  maybeLater: {
    title: 'Maybe later',
    description: 'A Maybe later button on the plan question, to go on with the usual plan',
    pages: ['Sign up/Plan picker'],
    choices: {
      off: { title: 'No Maybe later', parts: on({ acquisitionSetPlanMaybeLater: false }) },
      on: { title: 'Maybe later on', parts: on({ acquisitionSetPlanMaybeLater: true }) },
    },
  },
  childCoppa: {
    title: "Child's date of birth",
    description: "The children's page under COPPA: each child's date of birth, and why it is asked",
    pages: ['Sign up/Add child'],
    choices: {
      // As the app resolves the toggle: its flags apply only while it is enabled.
      off: {
        title: 'First names only',
        parts: {
          addChildCoppa: {
            enabled: false,
            requireChildDateOfBirth: false,
            displayDisclaimer: false,
          },
        },
      },
      dob: {
        title: 'Date of birth asked',
        parts: {
          addChildCoppa: { enabled: true, requireChildDateOfBirth: true, displayDisclaimer: false },
        },
      },
      disclaimer: {
        title: 'Date of birth asked, with the disclaimer',
        parts: {
          addChildCoppa: { enabled: true, requireChildDateOfBirth: true, displayDisclaimer: true },
        },
      },
    },
  },
  downloadScreen: {
    title: 'Download screen',
    description: 'The last page: the app download as it is, or as numbered steps (improved)',
    pages: ['Funding/Completion'],
    choices: {
      usual: { title: 'Usual download', parts: on({ improvedDownloadScreen: false }) },
      improved: { title: 'Improved download screen', parts: on({ improvedDownloadScreen: true }) },
    },
  },
  textAlerts: {
    title: 'Text alerts',
    description: "The last page's offer of text alerts to a parent (SMS notifications)",
    pages: ['Funding/Completion'],
    choices: {
      off: { title: 'No text alerts offer', parts: on({ smsNotifications: false }) },
      on: { title: 'Text alerts offered', parts: on({ smsNotifications: true }) },
    },
  },
  loginBack: {
    title: 'Login back button',
    description: 'The Back button on the log in page, or none (disable login back button)',
    pages: ['Log in/Login'],
    choices: {
      shown: { title: 'Back button shown', parts: on({ disableLoginBackButton: false }) },
      hidden: { title: 'No back button', parts: on({ disableLoginBackButton: true }) },
    },
  },
  deactivatedMessage: {
    title: 'Deactivated message',
    description: 'What a person whose account was deactivated reads: the older or the newer text',
    pages: ['Log in/Account deactivated or invalidated'],
    choices: {
      older: { title: 'Older deactivated message', parts: on({ newDeactivatedErrorMsg: false }) },
      newer: { title: 'New deactivated message on', parts: on({ newDeactivatedErrorMsg: true }) },
    },
  },
  identityRetry: {
    title: 'Identity retry',
    description: 'A failed identity check: support only, or a Try again button too (KYC retry)',
    pages: ['Identity/Identity result'],
    choices: {
      off: { title: 'Support only', parts: on({ kycRetryEnabled: false }) },
      on: { title: 'Try again offered', parts: on({ kycRetryEnabled: true }) },
    },
  },
  cardCheck: {
    title: '3-D Secure',
    description: "The bank's security check over the debit card form (challenge requested 3DS)",
    pages: ['Funding/Debit card'],
    choices: {
      off: { title: 'No bank check', parts: on({ challengeRequested3dsEnabled: false }) },
      on: {
        title: "The bank's check open",
        // As if the bank had asked for its check (the card provider decides in the app).
        parts: {
          toggles: { challengeRequested3dsEnabled: true },
          registration: { challengeOpen: true },
        },
      },
    },
  },
  fundingOrder: {
    title: 'Funding order',
    description: 'The order of the ways to add money: banks first, or cards first',
    pages: ['Funding/Funding selector'],
    choices: {
      banks: { title: 'Banks first', parts: on({ reOrderDebitOnFundingScreen: false }) },
      cards: { title: 'Debit card first', parts: on({ reOrderDebitOnFundingScreen: true }) },
    },
  },
  hideFunding: {
    title: 'Hidden funding',
    description: 'A way to add money the product hides (hide-funding flags)',
    pages: ['Funding/Funding selector', 'Funding/Bank link', 'Funding/Manual bank account'],
    choices: {
      none: { title: 'Nothing hidden', parts: on({ hideFunding: false }) },
      plaid: { title: 'Instant bank link hidden', parts: hiding({ hidePlaid: true }) },
      manual: { title: 'Bank details hidden', parts: hiding({ hideManualACH: true }) },
      debit: { title: 'Debit card hidden', parts: hiding({ hideDebit: true }) },
    },
  },
  payments: {
    title: 'Payment options',
    description: 'Apple Pay, Google Pay, PayPal and Venmo, each as this browser could use it',
    pages: ['Funding/Funding selector'],
    choices: {
      none: { title: 'No wallets', parts: payments() },
      applePay: { title: 'Apple Pay', parts: payments('applePay') },
      googlePay: { title: 'Google Pay', parts: payments('googlePay') },
      paypal: { title: 'PayPal', parts: payments('paypal') },
      venmo: { title: 'Venmo', parts: payments('venmo') },
      all: {
        title: 'Every payment option',
        parts: payments('applePay', 'googlePay', 'paypal', 'venmo'),
      },
    },
  },
  walletMinimum: {
    title: 'Wallet minimum',
    description: 'A minimum first amount for the wallet (minimum wallet load)',
    pages: ['Funding/Initial funding'],
    choices: {
      off: { title: 'No wallet minimum', parts: on({ minimumWalletLoad: false }) },
      on: {
        title: 'Wallet minimum of $25',
        parts: {
          toggles: { minimumWalletLoad: true },
          registration: { walletMinimum: { minimumLoadAmount: 25 } },
        },
      },
    },
  },
};

/** Storybook's globalTypes and initial values for the menus. */
export const toggleGlobalTypes = Object.fromEntries(
  Object.entries(TOGGLE_GLOBALS).map(([name, global]) => [
    name,
    {
      description: global.description,
      toolbar: {
        title: global.title,
        icon: 'switchalt',
        dynamicTitle: true,
        items: [
          { value: AS_THE_STATE, title: `${global.title}: as the state has it` },
          ...Object.entries(global.choices).map(([value, choice]) => ({
            value,
            title: choice.title,
          })),
        ],
      },
    },
  ]),
);

export const toggleInitialGlobals = Object.fromEntries(
  Object.keys(TOGGLE_GLOBALS).map((name) => [name, AS_THE_STATE]),
);

/** The parts the menus' choices set, or undefined when every menu leaves the state as it is. */
export function chosenParts(globals: Record<string, unknown>): FixtureParts[] | undefined {
  const parts = Object.entries(TOGGLE_GLOBALS).flatMap(([name, global]) => {
    const choice = global.choices[String(globals[name])];
    return choice?.parts ? [choice.parts] : [];
  });
  return parts.length > 0 ? parts : undefined;
}

/** A state's input with the parts laid over it, field by field, as fixtures are made. */
export function withChosen(fixture: StateFixture, parts: FixtureParts[]): ViewInput {
  const input = { ...fixture.input };
  for (const part of parts) {
    input.toggles = { ...input.toggles, ...part.toggles };
    input.registration = { ...input.registration, ...part.registration };
    input.addChildCoppa = { ...input.addChildCoppa, ...part.addChildCoppa };
  }
  return input;
}

/**
 * What a story made from a state tells the preview (.storybook/preview.tsx): its props under
 * the menus' choices. A function, so Storybook's merge of parameters leaves the state whole.
 */
export type StateView = (parts?: FixtureParts[]) => object;

/**
 * A screen's story of a state: its view-model's props as the args, and the state itself, so
 * the toolbar's toggle menus show the same state under their choices; `globals` chooses for
 * the story (a toggle's own story is a state under that choice).
 */
export function stateStory<Props extends object>(
  view: (input: ViewInput) => Props,
  fixture: StateFixture,
  globals?: Record<string, string>,
): { args: Props; parameters: { state: StateView }; globals?: Record<string, string> } {
  const under = (parts?: FixtureParts[]) =>
    view(parts ? withChosen(fixture, parts) : fixture.input);
  return {
    args: under(globals && chosenParts(globals)),
    parameters: { state: under },
    ...(globals && { globals }),
  };
}
