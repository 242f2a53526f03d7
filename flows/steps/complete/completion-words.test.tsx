import { describe, expect, it } from 'vitest';
import { markupIn } from '../../../design-system/lib/test-in-language';
import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { completionFixtures as f } from './fixtures';
import { confirmationSummary } from './summary';
import { completionView } from './view';

const none = () => undefined;

/** A state's page as its text (React's separators between text parts left out). */
const page = ({ input }: StateFixture, locale?: 'es') => {
  const screen = (
    <CompletionScreen
      {...completionView(input)}
      onVerifyNow={none}
      onPrint={none}
      onSubscribeSms={none}
      onDone={none}
    />
  );
  return markupIn(screen, locale).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
};

/** The summary's rows as the page shows them: label, then value. */
const rows = (markup: string) =>
  [...markup.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => ({
    label,
    value,
  }));

describe('the completion page in English', () => {
  it('welcomes the parent and the teen, with the first load on its way', () => {
    expect(page(f.parent)).toContain("You're all set, Pat!");
    expect(page(f.parent)).toContain("$50 is on its way to your family's account.");
    expect(page(f.parentCents)).toContain("$25.50 is on its way to your family's account.");
    expect(page(f.parent)).toContain('aria-label="Download on the App Store"');
    expect(page(f.parent)).toContain('aria-label="Get it on Google Play"');
    expect(page(f.child)).toContain("You're in, Kit!");
  });

  it('verification put off: almost done, the first load waits, the amounts go in here', () => {
    const markup = page(f.parentVerifyLater);
    expect(markup).toContain('Almost done, Pat!');
    expect(markup).toContain(
      "Your family's account is ready. One step is left before money can move into it.",
    );
    expect(markup).toContain(
      "$50 will be added to your family's account once your Harbor Sandbox Bank account is verified.",
    );
    expect(markup).toContain('One more thing: verify your bank account');
    expect(markup).toContain(
      'Look for two small deposits to your Harbor Sandbox Bank account in 1 to 3 business days. When you have the two amounts, enter them here to finish.',
    );
    expect(markup).toContain('I have the amounts: verify now');
    expect(markup).not.toMatch(/on its way|all set/);
  });

  it('just verified, and too many wrong amounts', () => {
    expect(page(f.parentVerified)).toContain(
      "Your bank account is verified. $50 is on its way to your family's account.",
    );
    const blocked = page(f.parentVerificationBlocked);
    expect(blocked).toContain('$50 will be added once an account you add in the app is verified.');
    expect(blocked).toContain('We could not verify your bank account');
    expect(blocked).toContain(
      'Too many of the amounts entered did not match, so your Harbor Sandbox Bank account can no longer be verified. Add another account in the app, or call support at 1-888-483-2645.',
    );
    expect(blocked).not.toMatch(/verify now|on its way/);
  });

  it("the summary's rows read as the apps' confirmationMessage says them", () => {
    for (const fixture of [
      f.parentSummaryCard,
      f.parentSummaryBankPending,
      f.parentSummaryLinkedBank,
    ]) {
      const { confirmation, embeddedWebreg } = fixture.input.registration;
      const english = confirmationSummary(confirmation!, {
        embedded: embeddedWebreg,
      }).rows;
      expect(rows(page(fixture)), fixture.name).toEqual(english);
    }
    expect(rows(page(f.parentSummaryLinkedBank))).toContainEqual({
      label: 'Arrives',
      value: 'In 1 to 3 business days, by Thursday, March 5',
    });
    const card = page(f.parentSummaryCard);
    expect(card).toContain(
      'Quote it if you call support at 1-888-483-2645. Nobody can use it to get into your account.',
    );
    expect(card).toContain('We add your first load to your family account as soon as it arrives.');
    expect(card).toContain("In the app, order your kids' cards and set up their first allowance.");
  });
});

describe('the completion page in Spanish', () => {
  it('says the money, the dates and the lists as es-US writes them', () => {
    expect(page(f.parent, 'es')).toContain('¡Todo listo, Pat!');
    expect(page(f.parentCents, 'es')).toContain('$25.50 va en camino a la cuenta de tu familia.');
    expect(page(f.parent, 'es')).toContain('aria-label="Descárgalo en el App Store"');
    const linked = rows(page(f.parentSummaryLinkedBank, 'es'));
    expect(linked).toContainEqual({ label: 'Hijos', value: 'Kit, Ash y Rae' });
    expect(linked).toContainEqual({ label: 'Plan', value: 'Standard, $4.99 al mes' });
    expect(linked).toContainEqual({
      label: 'Llega',
      value: 'En 1 a 3 días hábiles, a más tardar el jueves, 5 de marzo',
    });
    expect(rows(page(f.parentSummaryCard, 'es'))).toContainEqual({
      label: 'Cuenta de fondos',
      value: 'Tarjeta de débito •••• 4242',
    });
  });
});
