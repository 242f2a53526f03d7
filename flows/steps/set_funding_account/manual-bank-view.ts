import type {
  BankLookup,
  ManualBankAccountScreenProps,
  ManualBankField,
} from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import type { StepActions } from '../../actions/step-actions';
import { shouldLookUpBank } from '../../rules/funding';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { FUNDING_QUESTION } from './view';

export type ManualBankView = ViewOf<ManualBankAccountScreenProps>;

/**
 * What the manual account form keeps in the funding draft: the numbers typed (never stored:
 * the redaction list names them, flows/model/persistence.ts) and the bank-name lookup's outcome.
 */
type ManualBankDraft = {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  bankName: string;
  bankLookupError: string;
};

const FIELDS: readonly ManualBankField[] = [
  'routingNumber',
  'accountNumber',
  'confirmAccountNumber',
];

// The server's refusal of one number shows at that field.
const FIELD_CODES = {
  ERR_INVALID_ROUTING_NUMBER: 'routingNumber',
  ERR_BANK_NOT_FOUND: 'routingNumber',
  ERR_INVALID_ACCOUNT_NUMBER: 'accountNumber',
} as const;

/** The bank's name, looked up once the routing number is complete (GET /bank/{routingNumber}). */
function bankLookup(input: ViewInput, draft: Partial<ManualBankDraft>): BankLookup {
  if (!shouldLookUpBank(draft.routingNumber ?? '')) return { state: 'idle' };
  if (input.registration.loadingFlags.bankName) return { state: 'loading' };
  if (draft.bankName) return { state: 'found', bankName: draft.bankName };
  if (draft.bankLookupError) return { state: 'failed', message: draft.bankLookupError };
  return { state: 'idle' };
}

/** The manual bank account under set_funding_account: two numbers, confirmed by deposits. */
export function manualBankView(input: ViewInput): ManualBankView {
  const draft = draftOf<ManualBankDraft>(input, FUNDING_QUESTION);
  const { fieldErrors, ...frame } = groupFrame(input, FUNDING_QUESTION, FIELD_CODES);
  return {
    ...frame,
    values: {
      routingNumber: draft.routingNumber ?? '',
      accountNumber: draft.accountNumber ?? '',
      confirmAccountNumber: draft.confirmAccountNumber ?? '',
    },
    bankLookup: bankLookup(input, draft),
    fieldErrors: Object.fromEntries(
      FIELDS.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]]),
    ),
  };
}

/** Typing, Continue and back to the choice: one action each. */
export function manualBankIntents(actions: StepActions): IntentsOf<ManualBankAccountScreenProps> {
  return {
    onValuesChange: (values) => actions.funding.editManualBank(FUNDING_QUESTION, values),
    onContinue: () => actions.funding.submitManualBank(FUNDING_QUESTION),
  };
}
