import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  type BankLookup,
  ManualBankAccountScreen,
  type ManualBankValues,
} from '../../../design-system/screens/manual-bank-account/manual-bank-account-screen';
import { registrationState } from '../../model/registration-state';
import { manualBankErrors, shouldLookUpBank } from '../../rules/funding';
import { registrationActions } from '../actions-instance';
import { splitError } from './use-group';
import { useGroupProgress } from './use-group-progress';

const EMPTY: ManualBankValues = { routingNumber: '', accountNumber: '', confirmAccountNumber: '' };
const NOT_FOUND = 'We could not find a bank with that routing number.';

/**
 * Manual bank account: the bank's name is looked up as soon as the routing number is complete
 * (GET /bank/{routingNumber}). A failed lookup shows at the field and does not scroll (spec
 * section 4), nor does it fill the error summary: it is about one field, while typing.
 */
export function ManualBankForm({ name, onBack }: { name: string; onBack: () => void }) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const [values, setValues] = React.useState(EMPTY);
  const [errors, setErrors] = React.useState<ReturnType<typeof manualBankErrors>>({});
  const [lookup, setLookup] = React.useState<BankLookup>({ state: 'idle' });
  const latest = React.useRef('');
  // The server's refusal of one number shows at that field.
  const server = splitError(registration.error ?? undefined, registration.errorCode ?? undefined, {
    ERR_INVALID_ROUTING_NUMBER: 'routingNumber',
    ERR_BANK_NOT_FOUND: 'routingNumber',
    ERR_INVALID_ACCOUNT_NUMBER: 'accountNumber',
  });

  const lookUp = async (routingNumber: string) => {
    latest.current = routingNumber;
    if (!shouldLookUpBank(routingNumber)) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'loading' });
    const actions = await registrationActions();
    const bankName = await actions.lookupBankName(routingNumber);
    // A newer number was typed meanwhile: this answer is about another bank.
    if (latest.current !== routingNumber) return;
    if (bankName) {
      setLookup({ state: 'found', bankName });
    } else {
      setLookup({ state: 'failed', message: registrationState.error ?? NOT_FOUND });
      registrationState.error = null;
    }
  };

  return (
    <ManualBankAccountScreen
      progress={progress}
      values={values}
      bankLookup={lookup}
      onValuesChange={(next) => {
        setValues(next);
        setErrors({});
        if (next.routingNumber !== values.routingNumber) void lookUp(next.routingNumber);
      }}
      onBack={onBack}
      loading={Boolean(registration.loadingFlags.answer)}
      fieldErrors={{ ...server.fieldErrors, ...errors }}
      formError={server.formError}
      onContinue={() => {
        const found = manualBankErrors(values);
        if (!found.routingNumber && lookup.state === 'failed') found.routingNumber = lookup.message;
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void registrationActions().then((actions) =>
          actions.answer(
            {
              [name]: {
                type: 'checking',
                routingNumber: values.routingNumber,
                accountNumber: values.accountNumber,
              },
            },
            { form: 'set_funding_account' },
          ),
        );
      }}
    />
  );
}
