import type * as React from 'react';
import { AddressCheckNotice } from '../../../design-system/screens/legal-name-address/address-check-notice';
import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { StepPage } from '../../shell/step-page';
import {
  addressCheckIntents,
  addressCheckView,
  addressFixIntents,
  addressFixView,
  fixingAddress,
} from '../set_date_of_birth/address-check-view';

const noticeIntents = addressCheckIntents(stepActions);
const fixIntents = addressFixIntents(stepActions);

/**
 * The address-check page (rule.ts: registerPage): the notice over "One last check", or
 * the address fixed in place. Each is a new page for a screen reader: its heading takes focus.
 */
export function UnresolvedAddress({ children }: { children: React.ReactNode }) {
  const input = useViewInput();
  const fixing = fixingAddress(input);
  return (
    <StepPage key={fixing ? 'fix' : 'notice'}>
      {fixing ? (
        <LegalNameAddressScreen {...addressFixView(input)} {...fixIntents} />
      ) : (
        <AddressCheckNotice {...addressCheckView(input)} {...noticeIntents}>
          {children}
        </AddressCheckNotice>
      )}
    </StepPage>
  );
}
