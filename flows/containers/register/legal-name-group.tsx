import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  type LegalNameAddressField,
  LegalNameAddressScreen,
  type LegalNameAddressValues,
} from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { promoCodeStatusText } from '../../../design-system/screens/promo-code/promo-code-status';
import { registrationState } from '../../model/registration-state';
import { userState } from '../../model/user-state';
import { togglesState } from '../../platform/toggles-state';
import { legalNameErrors, prefilledText } from '../../rules/register-answers';
import { filterText } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import type { GroupProps } from './question-groups';
import { useGroup } from './use-group';
import { usePromoCodeCheck } from './use-promo-code-check';

// The live code check's refusal belongs to the field, never to the page's error summary.
const PROMO_REFUSED = 'ERR_INVALID_PROMO_CODE';

type Errors = Partial<Record<LegalNameAddressField, string>>;

/**
 * legal_name: set_legal_first_name and set_legal_last_name; where the flow asks them, the
 * partner the person came from (set_partner_source, from the link) and a referral code
 * (set_referral_code, optional, prefilled from a promo code already checked).
 */
export default function LegalNameGroup({ questions }: GroupProps) {
  const { registration, progress, loading, error, errorCode, submit } = useGroup();
  const asks = (name: string) => questions.some((question) => question.name === name);
  const prefilled = registration.prefilledAnswers;
  const [values, setValues] = React.useState<LegalNameAddressValues>(() => ({
    firstName: prefilledText(prefilled.setLegalFirstName),
    lastName: prefilledText(prefilled.setLegalLastName),
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    zip: '',
    gender: null,
    referralCode: prefilledText(prefilled.setReferralCode) || (registration.promoCode?.code ?? ''),
  }));
  const [errors, setErrors] = React.useState<Errors>({});
  // Toggle promoCodeVerification: the referral code is checked as it is typed.
  const { toggles } = useSnapshot(togglesState);
  const codeCheck = usePromoCodeCheck(
    values.referralCode ?? '',
    toggles.promoCodeVerification && asks('set_referral_code'),
  );
  const codeError = codeCheck.state === 'invalid' ? codeCheck.message : undefined;

  const onContinue = async () => {
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const found: Errors = {
      ...legalNameErrors(firstName, lastName),
      ...(codeError ? { referralCode: codeError } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const referralCode = (values.referralCode ?? '').trim();
    const partner = registrationState.partner;
    await submit({
      [answerKey('set_legal_first_name')]: firstName,
      [answerKey('set_legal_last_name')]: lastName,
      ...(asks('set_partner_source') && partner ? { setPartnerSource: partner } : {}),
      ...(asks('set_referral_code') && referralCode ? { setReferralCode: referralCode } : {}),
    });
    if (!registrationState.error) userState.firstName = firstName;
  };

  return (
    <LegalNameAddressScreen
      part="name"
      askReferralCode={asks('set_referral_code')}
      // While typing, a refused code is said in the status line: an error summary would take
      // focus mid-word. Continue puts it in the summary.
      referralCodeStatus={codeError ?? promoCodeStatusText(codeCheck)}
      values={values}
      onValuesChange={(next) => {
        // Section 5: only basic ASCII and codes 160 to 255 are kept.
        setValues({
          ...next,
          firstName: filterText(next.firstName),
          lastName: filterText(next.lastName),
        });
        setErrors({});
      }}
      onContinue={() => void onContinue()}
      progress={progress}
      loading={loading}
      fieldErrors={errors}
      formError={Object.keys(errors).length > 0 || errorCode === PROMO_REFUSED ? undefined : error}
    />
  );
}
