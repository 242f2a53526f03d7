import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  DebitCardScreen,
  type DebitCardValues,
} from '../../../design-system/screens/debit-card/debit-card-screen';
import { registrationState } from '../../model/registration-state';
import { debitCardErrors } from '../../rules/funding';
import { registrationActions } from '../actions-instance';
import { useGroupProgress } from './use-group-progress';

const EMPTY: DebitCardValues = { cardNumber: '', expiry: '', cvc: '', zip: '' };

/** "save debit card": checked here first, then sent as the funding answer (type debit). */
export function DebitCardForm({ name, onBack }: { name: string; onBack: () => void }) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<ReturnType<typeof debitCardErrors>>({});
  return (
    <DebitCardScreen
      progress={progress}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setErrors({});
      }}
      onBack={onBack}
      loading={registration.loading}
      fieldErrors={errors}
      formError={registration.error ?? undefined}
      onContinue={() => {
        const found = debitCardErrors(values, new Date());
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        const cardNumber = values.cardNumber.replace(/\D/g, '');
        void registrationActions().then((actions) =>
          actions.answer(
            { [name]: { type: 'debit', cardNumber, expiry: values.expiry, zip: values.zip } },
            { debitSaved: true, form: 'set_funding_account' },
          ),
        );
      }}
    />
  );
}
