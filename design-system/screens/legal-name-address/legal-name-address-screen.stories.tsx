import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { aboutYouFixtures as a } from '../../../flows/steps/set_date_of_birth/fixtures';
import { aboutYouView } from '../../../flows/steps/set_date_of_birth/view';
import { legalNameFixtures as n } from '../../../flows/steps/set_legal_first_name/fixtures';
import { legalNameView } from '../../../flows/steps/set_legal_first_name/view';
import type { StateFixture } from '../../../flows/views/fixtures/state-fixture';
import { ANSWER_CHECKS_EN } from '../../../vocabulary/messages/answer-checks.en';
import {
  LegalNameAddressScreen,
  type LegalNameAddressScreenProps,
} from './legal-name-address-screen';

// Every story is a state of the app: a view-model applied to a fixture of flows/views/fixtures.
// The screen serves two groups: the legal name (legal_name) and About you (about_you), whose
// date of birth and home address are two pages (docs/decisions/121).
const nameState = (fixture: StateFixture) => legalNameView(fixture.input);
const addressState = (fixture: StateFixture) => aboutYouView(fixture.input);

const meta = {
  title: 'Sign up/About you',
  component: LegalNameAddressScreen,
  render: function Render(args) {
    // Typing works in the canvas: the story keeps the values in its args, as the app keeps
    // them in the form state.
    const [, updateArgs] = useArgs<LegalNameAddressScreenProps>();
    return (
      <LegalNameAddressScreen
        {...args}
        onValuesChange={(values) => {
          updateArgs({ values });
          args.onValuesChange(values);
        }}
      />
    );
  },
  parameters: { frame: 'screen' },
  // Each story gives all its props: the two steps' view-models give different ones.
  args: { values: nameState(n.empty).values, onValuesChange: fn(), onContinue: fn() },
} satisfies Meta<typeof LegalNameAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameEmpty: Story = {
  name: 'Name empty',
  args: nameState(n.empty),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "What's your legal name?" })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Referral code/ })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Street address' })).toBeNull();
  },
};

export const NameFilled: Story = { name: 'Name filled', args: nameState(n.filled) };

export const NameTeen: Story = { name: 'Name teen', args: nameState(n.teen) };

export const NamePrefilled: Story = { name: 'Name prefilled', args: nameState(n.prefilled) };

export const NameLoading: Story = {
  name: 'Name loading',
  args: nameState(n.submitting),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const NameMissing: Story = { name: 'Name missing', args: nameState(n.missing) };

export const NameTooLong: Story = {
  name: 'A 64-letter name',
  args: nameState(n.tooLong),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(
      canvas.getByRole('link', { name: 'First name must be 60 characters or fewer' }),
    );
    const field = canvas.getByRole('textbox', { name: 'Legal first name' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const NameCharacters: Story = {
  name: 'Characters a name may not use',
  args: nameState(n.characters),
  play: async ({ canvas }) => {
    // What was typed stays: nothing is dropped without a word.
    await expect(canvas.getByRole('textbox', { name: 'Legal first name' })).toHaveValue('Sam😀');
  },
};

export const ReferralCodeChecking: Story = {
  name: 'Referral code checking',
  args: nameState(n.codeChecking),
};

export const ReferralCodeAccepted: Story = {
  name: 'Referral code accepted (promo code verification on)',
  args: nameState(n.codeAccepted),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Code accepted');
  },
};

export const ReferralCodeRefused: Story = {
  name: 'Referral code refused',
  args: nameState(n.codeRefused),
};

export const ReferralCodeFromPromoStep: Story = {
  name: 'Referral code from promo step',
  args: nameState(n.promoCarried),
};

export const NameServerError: Story = { name: 'Name server error', args: nameState(n.callFailed) };

export const DateOfBirthEmpty: Story = {
  name: 'About you: date of birth page',
  args: addressState(a.empty),
  play: async ({ canvas }) => {
    // The date's page asks one thing: the heading is its label.
    await expect(canvas.getByRole('heading', { name: "What's your date of birth?" })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: "What's your date of birth?" }),
    ).toHaveAttribute('autocomplete', 'bday');
    await expect(canvas.queryByRole('textbox', { name: 'Street address' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Legal first name' })).toBeNull();
  },
};

export const DateOfBirthFilled: Story = {
  name: 'Date of birth filled',
  args: addressState(a.dobFilled),
};

export const DateOfBirthPrefilled: Story = {
  name: 'Date of birth prefilled',
  args: addressState(a.prefilled),
};

export const DateOfBirthMissing: Story = {
  name: 'Date of birth missing',
  args: addressState(a.dobMissing),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your date of birth' }));
    const field = canvas.getByRole('textbox', { name: "What's your date of birth?" });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BornIn1890: Story = { name: 'Born in 1890', args: addressState(a.implausibleYear) };

export const TwoDigitYear: Story = { name: 'Two digit year', args: addressState(a.shortYear) };

export const ParentUnderAge: Story = {
  name: 'Parent under age',
  args: addressState(a.underAge),
  play: async ({ canvas }) => {
    // Refused by the server after the address's page: the date's page is back, with its error.
    const field = canvas.getByRole('textbox', { name: "What's your date of birth?" });
    await expect(field).toHaveValue('03/27/2010');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('You must be at least 18 to open a parent account.'),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Street address' })).toBeNull();
  },
};

export const TypeDateWithKeyboard: Story = {
  name: 'Type the date with keyboard',
  args: addressState(a.empty),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: "What's your date of birth?" }));
    await userEvent.keyboard('3/27/1985{Enter}');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ dob: '03/27/1985' }),
    );
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const AddressEmpty: Story = {
  name: 'About you: home address page',
  args: addressState(a.addressEmpty),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "What's your home address?" })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAttribute(
      'autocomplete',
      'address-level1',
    );
    // The date was asked on the page before.
    await expect(canvas.queryByRole('textbox', { name: /date of birth/i })).toBeNull();
  },
};

export const AddressFilled: Story = { name: 'Address filled', args: addressState(a.filled) };

export const AddressLoading: Story = { name: 'Address loading', args: addressState(a.submitting) };

export const AddressMissing: Story = {
  name: 'Address missing',
  args: addressState(a.missing),
  play: async ({ canvas }) => {
    // The summary lists the errors in the fields' order on the page.
    const summary = canvas.getByRole('region', { name: 'There is a problem' });
    const links = [...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(links).toEqual([
      '#address-line1',
      '#address-city',
      '#address-state',
      '#address-zip',
    ]);
  },
};

export const PoBoxRejected: Story = {
  name: 'PO box rejected',
  args: addressState(a.poBox),
  play: async ({ canvas }) => {
    const message = ANSWER_CHECKS_EN.poBox;
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'There is a problem' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('link', { name: message }));
    await expect(canvas.getByRole('textbox', { name: 'Street address' })).toHaveFocus();
  },
};

export const AddressServerError: Story = {
  name: 'Address server error',
  args: addressState(a.callFailed),
};

export const TypeWithKeyboard: Story = {
  name: 'Type with keyboard',
  args: addressState(a.addressEmpty),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Street address' }));
    await userEvent.keyboard('1 Harbor Lane');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Springfield');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), 'Illinois');
    await userEvent.click(canvas.getByRole('textbox', { name: 'ZIP code' }));
    await userEvent.keyboard('62701{Enter}');
    const { page: _page, ...fields } = a.filled.input.form.drafts.set_date_of_birth ?? {};
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining(fields));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
  tags: ['!dev'],
};

export const Compact: Story = { args: addressState(a.filled), globals: { layoutType: 'compact' } };

export const Phone: Story = {
  args: addressState(a.filled),
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Every state on one page, for the visual suite: the name page's, then the address page's. */
export const AllStates: Story = {
  name: 'All states',
  args: nameState(n.empty),
  render: (args) => (
    <div className="flex flex-col gap-12">
      {Object.values(n).map((fixture) => (
        <section key={`name ${fixture.name}`} aria-label={`Name: ${fixture.name}`}>
          <LegalNameAddressScreen {...args} {...nameState(fixture)} />
        </section>
      ))}
      {Object.values(a).map((fixture) => (
        <section key={`address ${fixture.name}`} aria-label={`Address: ${fixture.name}`}>
          <LegalNameAddressScreen {...args} {...addressState(fixture)} />
        </section>
      ))}
    </div>
  ),
  tags: ['!test'],
};
