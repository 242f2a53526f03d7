import type { AddressCheckNoticeProps } from '../../../design-system/screens/legal-name-address/address-check-notice';
import type { LegalNameAddressScreenProps } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { StepActions } from '../../actions/step-actions';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { unresolvedAddressOf } from '../register/rule';
import { ADDRESS_FIX_FORM, addressFixValues, isFixingAddress } from './address-fix';
import { STATE_OPTIONS } from './view';

// The server's refusals of a fixed address that belong to its first line.
const FIELD_CODES = { ERR_PO_BOX: 'addressLine1', ERR_INVALID_ADDRESS: 'addressLine1' };

const draftOf = (input: ViewInput) => input.form.drafts[ADDRESS_FIX_FORM] ?? {};

/** The address-check page shows the fix form rather than the notice. */
export const fixingAddress = (input: ViewInput): boolean => isFixingAddress(draftOf(input));

/** The notice over the register step's "One last check": the postal check's words. */
export function addressCheckView(input: ViewInput): ViewOf<AddressCheckNoticeProps> {
  const waiting = unresolvedAddressOf(input.registration);
  return {
    message: waiting?.message ?? waiting?.errorMessage ?? '',
    busy: Boolean(input.registration.loadingFlags.resolveError),
  };
}

export function addressCheckIntents(actions: StepActions): IntentsOf<AddressCheckNoticeProps> {
  return {
    onEdit: () => actions.editDraft(ADDRESS_FIX_FORM, { editing: true }),
    onKeep: () => void actions.registration.keepUnresolvedAddress(),
  };
}

/** The fix: the address page with what the server holds, as typed since; nothing rewritten. */
export function addressFixView(input: ViewInput): ViewOf<LegalNameAddressScreenProps> {
  // An address line's check names the characters to remove: a sentence the page words.
  const { fieldErrors, ...frame } = groupFrame(input, ADDRESS_FIX_FORM, FIELD_CODES, 'sentences');
  return {
    ...frame,
    part: 'address',
    values: {
      firstName: '',
      lastName: '',
      gender: null,
      ...addressFixValues(draftOf(input), input.registration),
    },
    fieldErrors,
    stateOptions: STATE_OPTIONS,
  };
}

export function addressFixIntents(actions: StepActions): IntentsOf<LegalNameAddressScreenProps> {
  return {
    onValuesChange: ({ addressLine1, addressLine2, city, state, zip }) =>
      actions.editDraft(ADDRESS_FIX_FORM, { addressLine1, addressLine2, city, state, zip }),
    onBack: () => actions.editDraft(ADDRESS_FIX_FORM, { editing: false }),
    onContinue: () => void actions.registration.fixUnresolvedAddress(),
  };
}
