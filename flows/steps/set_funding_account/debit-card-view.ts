import type {
  DebitCardField,
  DebitCardScreenProps,
  DebitCardValues,
} from '../../../design-system/screens/debit-card/debit-card-screen';
import type { StepActions } from '../../actions/step-actions';
import { groupFrame } from '../../views/group-frame';
import { draftOf, type IntentsOf, type ViewInput, type ViewOf } from '../../views/view-input';
import { FUNDING_QUESTION } from './view';

const CARD_FIELDS: readonly DebitCardField[] = ['cardNumber', 'expiry', 'cvc', 'zip'];

export type DebitCardView = ViewOf<DebitCardScreenProps>;

/**
 * "save debit card" (the debit card picked at set_funding_account): the card as typed (the
 * sandbox's own fields; the number and code stay in memory, never in session storage), or the
 * provider's hosted fields; the bank's 3-D Secure check under challengeRequested3dsEnabled.
 */
export function debitCardView(input: ViewInput): DebitCardView {
  const { registration, toggles, config } = input;
  const draft = draftOf<DebitCardValues>(input, FUNDING_QUESTION);
  const { fieldErrors, formError } = groupFrame(input, FUNDING_QUESTION);
  const flags = registration.loadingFlags;
  return {
    values: {
      cardNumber: draft.cardNumber ?? '',
      expiry: draft.expiry ?? '',
      cvc: draft.cvc ?? '',
      zip: draft.zip ?? '',
    },
    fieldErrors: Object.fromEntries(
      CARD_FIELDS.filter((field) => fieldErrors[field]).map((field) => [field, fieldErrors[field]]),
    ),
    formError,
    loading: Boolean(flags.debitCard || flags.answer),
    challengeRequested3dsEnabled: toggles.challengeRequested3dsEnabled,
    challengeOpen: registration.challengeOpen,
    hostedFields: config.payments?.provider === 'braintree',
  };
}

/** Each callback of the card form, one action each. */
export function debitCardIntents(actions: StepActions): IntentsOf<DebitCardScreenProps> {
  return {
    onValuesChange: (values: DebitCardValues) => actions.editDraft(FUNDING_QUESTION, { ...values }),
    onContinue: () => actions.funding.saveDebitCard(FUNDING_QUESTION),
    onChallengeCancel: () => actions.funding.cancelChallenge(),
  };
}
