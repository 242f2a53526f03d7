import { describe, expect, it } from 'vitest';
import { markupIn } from '../../../design-system/lib/test-in-language';
import { InitialFundingScreen } from '../../../design-system/screens/initial-funding/initial-funding-screen';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { initialFundingFixtures as f } from './fixtures';
import { initialFundingView } from './view';

/** A state's page as text (React's separators between text parts left out). */
const page = ({ input }: StateFixture, locale?: 'es') => {
  const screen = (
    <InitialFundingScreen
      {...initialFundingView(input)}
      onAmountChange={() => undefined}
      onContinue={() => undefined}
    />
  );
  return markupIn(screen, locale).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
};

describe('the first load page', () => {
  it('says the limits, the checks and the source in the spec’s English, amounts as money', () => {
    expect(page(f.empty)).toContain('From $20 to $10,000');
    expect(page(f.empty)).toContain(
      'The money comes from your debit card. You can add more at any time.',
    );
    expect(page(f.aboveMaximum)).toContain('Enter an amount of $10,000 or less');
    expect(page(f.belowMinimum)).toContain('Enter an amount of at least $20');
    expect(page(f.notAnAmount)).toContain(
      'Enter the amount in dollars using digits, like 25 or 1,000.50',
    );
    expect(page(f.fromBank)).toContain('The money comes from your Harbor Sandbox Bank account.');
    const minimum = page(f.walletMinimum);
    expect(minimum).toContain('Start with at least $25');
    expect(minimum).toContain(
      "Your family's wallet needs $25 to get going. It's your money to spend, save or share with your kids.",
    );
    expect(minimum).toContain('From $25 to $10,000');
    expect(page(f.walletDesign)).toContain('$50');
  });

  it('says them in Spanish, amounts as es-US prints them', () => {
    expect(page(f.empty, 'es')).toContain('De $20 a $10,000');
    expect(page(f.empty, 'es')).toContain('El dinero sale de tu tarjeta de débito.');
    expect(page(f.aboveMaximum, 'es')).toContain('Ingresa una cantidad de $10,000 o menos');
    expect(page(f.belowMinimum, 'es')).toContain('Ingresa una cantidad de al menos $20');
    expect(page(f.fromBank, 'es')).toContain('cuenta de Harbor Sandbox Bank');
    expect(page(f.serverRefused, 'es')).toContain('Ingresa una cantidad entre $20 y $10,000.');
    expect(page(f.walletMinimum, 'es')).toContain('Empieza con al menos $25');
  });
});
