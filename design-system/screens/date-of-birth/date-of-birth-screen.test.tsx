import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_CHECKS_EN } from '../../../vocabulary/messages/date-of-birth-checks.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { markupIn } from '../../lib/test-in-language';
import { LegalNameAddressScreen } from '../legal-name-address/legal-name-address-screen';
import { DateOfBirthScreen } from './date-of-birth-screen';

const teenPage = (error: Sentence | undefined, locale?: 'es') =>
  markupIn(
    <DateOfBirthScreen
      dob="01/01/1890"
      onDobChange={() => undefined}
      onContinue={() => undefined}
      error={error}
    />,
    locale,
  );

const aboutYouPage = (error: Sentence | undefined, locale?: 'es') =>
  markupIn(
    <LegalNameAddressScreen
      part="dateOfBirth"
      values={{
        firstName: '',
        lastName: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: '',
        zip: '',
        gender: null,
        dob: '01/01/1890',
      }}
      onValuesChange={() => undefined}
      onContinue={() => undefined}
      fieldErrors={error ? { dob: error } : {}}
    />,
    locale,
  );

describe("a date of birth's checks on its pages", () => {
  // As the rule says them (flows/rules/date-of-birth): the limit by reference, the rest as words.
  const tooOld: Sentence = { id: 'dateOfBirthChecks.tooOld', values: { year: '1906' } };

  it('say the earliest year in English as before, the year never grouped', () => {
    for (const page of [teenPage, aboutYouPage]) {
      expect(page(tooOld)).toContain('Check the year of birth: enter a year from 1906 on');
    }
  });

  it('say it in Spanish with the year in its place, and the checks without values by their words', () => {
    for (const page of [teenPage, aboutYouPage]) {
      expect(page(tooOld, 'es')).toContain(
        'Revisa el año de nacimiento: ingresa un año a partir de 1906',
      );
      expect(page(DATE_OF_BIRTH_CHECKS_EN['dateOfBirthChecks.shortYear'], 'es')).toContain(
        'Ingresa el año de nacimiento con los 4 dígitos, por ejemplo 1985',
      );
    }
    expect(teenPage(undefined, 'es')).toContain('¿Cuál es tu fecha de nacimiento?');
  });
});
