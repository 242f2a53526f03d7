import type * as React from 'react';
import { AddressCheckNotice } from '../../../design-system/screens/legal-name-address/address-check-notice';
import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { StepPage } from '../../containers/step-page';
import { useViewInput } from '../../containers/use-view-input';
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
