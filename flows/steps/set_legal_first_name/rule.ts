import type { QuestionName } from '../../../vocabulary/question-names';
import type { RegistrationState } from '../../model/registration-state';
import { plainApostrophes } from '../../rules/legal-name';
import type { PromoCodeCheck } from '../../rules/promo-code';
import { legalNameErrors, prefilledText } from '../../rules/register-answers';
import type { FormPrepare } from '../form-outcome';
import { outcome } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/** The form of the legal_name group, by its first question. */
export const LEGAL_NAME_FORM = 'set_legal_first_name' satisfies QuestionName;

export type LegalNameValues = { firstName: string; lastName: string; referralCode: string };

type Source = {
  registration: {
    readonly prefilledAnswers: Readonly<RegistrationState['prefilledAnswers']>;
    readonly promoCode: Readonly<RegistrationState['promoCode']>;
  };
};

export const asksQuestion = (
  registration: { readonly questions: ReadonlyArray<{ readonly name: string }> },
  name: QuestionName,
): boolean => registration.questions.some((question) => question.name === name);

/** The fields as they stand: what was typed over the server's prefill and a code checked. */
export function legalNameValues(
  draft: Readonly<Record<string, unknown>>,
  { registration }: Source,
): LegalNameValues {
  const prefilled = registration.prefilledAnswers;
  const text = (key: string) =>
    typeof draft[key] === 'string' ? (draft[key] as string) : undefined;
  return {
    firstName: text('firstName') ?? prefilledText(prefilled.setLegalFirstName),
    lastName: text('lastName') ?? prefilledText(prefilled.setLegalLastName),
    referralCode:
      text('referralCode') ??
      (prefilledText(prefilled.setReferralCode) || (registration.promoCode?.code ?? '')),
  };
}

/** The live check of the referral code, as the form keeps it (idle when none ran). */
export const referralCodeCheck = (draft: Readonly<Record<string, unknown>>): PromoCodeCheck =>
  (draft.referralCodeCheck as PromoCodeCheck | undefined) ?? { state: 'idle' };

/**
 * Continue: both names within their limits and in a name's characters, a referral code the
 * live check did not refuse; the names go trimmed, with the partner of the link and a code
 * where the flow asks them. The first name is kept on the user as it goes.
 */
export const legalNameAnswer: FormPrepare = (draft, { registration }) => {
  const values = legalNameValues(draft, { registration });
  const firstName = plainApostrophes(values.firstName.trim());
  const lastName = plainApostrophes(values.lastName.trim());
  const check = referralCodeCheck(draft);
  const referralCode = values.referralCode.trim();
  const partner = registration.partner;
  return outcome(
    {
      ...legalNameErrors(firstName, lastName),
      referralCode: check.state === 'invalid' && referralCode ? check.message : undefined,
    },
    () => ({
      [answerKey('set_legal_first_name')]: firstName,
      [answerKey('set_legal_last_name')]: lastName,
      ...(asksQuestion(registration, 'set_partner_source') && partner
        ? { setPartnerSource: partner }
        : {}),
      ...(asksQuestion(registration, 'set_referral_code') && referralCode
        ? { setReferralCode: referralCode }
        : {}),
    }),
    () => ({ user: { firstName } }),
  );
};
