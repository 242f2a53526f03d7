import * as React from 'react';
import { Alert } from '../../../design-system/primitives/alert';
import { Button } from '../../../design-system/primitives/button';
import {
  type LegalNameAddressField,
  LegalNameAddressScreen,
  type LegalNameAddressValues,
} from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { FlowError } from '../../model/entities';
import { registrationState } from '../../model/registration-state';
import { aboutYouErrors, addressFields, legalAddressAnswer } from '../../rules/register-answers';
import { filterText } from '../../rules/validation';
import { answerKey } from '../../steps/register-step';
import { STATE_OPTIONS } from '../../views/about-you-view';
import { registrationActions } from '../actions-instance';
import { splitError, useGroup } from './use-group';

const focusHeading = () =>
  document.querySelector<HTMLElement>('[data-step-heading]')?.focus({ preventScroll: false });

/**
 * An address the postal check could not confirm does not block sign-up (uspsValidationUnblock):
 * it waits as an unresolved error. The person fixes it (the address answered again with
 * resolvesErrorId) or keeps it (PUT /resolve-error), without leaving the current group.
 */
export function UnresolvedAddress({
  error,
  children,
}: {
  error: FlowError & { id: string };
  children: React.ReactNode;
}) {
  const [editing, setEditing] = React.useState(false);
  const busy = useGroup().registration.loadingFlags.resolveError;
  // Editing and back are page changes: the heading takes focus (not on the first render).
  const toggled = React.useRef(editing);
  React.useEffect(() => {
    if (toggled.current !== editing) focusHeading();
    toggled.current = editing;
  }, [editing]);
  if (editing) return <AddressFix errorId={error.id} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-col gap-6">
      <Alert
        tone="warning"
        title="Check your home address"
        action={
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Button variant="link" onClick={() => setEditing(true)}>
              Edit address
            </Button>
            <Button
              variant="link"
              disabled={Boolean(busy)}
              onClick={() =>
                void registrationActions().then((actions) => actions.dismissError(error.id))
              }
            >
              It's correct
            </Button>
          </div>
        }
      >
        {error.message ?? error.errorMessage}
      </Alert>
      {children}
    </div>
  );
}

const FIELD_CODES = { ERR_PO_BOX: 'addressLine1', ERR_INVALID_ADDRESS: 'addressLine1' };

function AddressFix({ errorId, onDone }: { errorId: string; onDone: () => void }) {
  const { registration, loading, error, errorCode } = useGroup();
  const [values, setValues] = React.useState<LegalNameAddressValues>(() => ({
    firstName: '',
    lastName: '',
    ...addressFields(registration.prefilledAnswers.setLegalAddress),
    gender: null,
  }));
  const [errors, setErrors] = React.useState<Partial<Record<LegalNameAddressField, string>>>({});
  const server = splitError(error, errorCode, FIELD_CODES);
  const shown = Object.keys(errors).length > 0;

  const onContinue = async () => {
    const found = aboutYouErrors(values, { dob: false, address: true }, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const actions = await registrationActions();
    await actions.answer(
      {
        [answerKey('set_legal_address')]: legalAddressAnswer(values),
      },
      { resolvesErrorId: errorId },
    );
    if (!registrationState.error) onDone();
  };

  return (
    <LegalNameAddressScreen
      part="address"
      values={values}
      onValuesChange={(next) => {
        setValues({
          ...next,
          addressLine1: filterText(next.addressLine1),
          addressLine2: filterText(next.addressLine2),
          city: filterText(next.city),
        });
        setErrors({});
      }}
      onBack={onDone}
      onContinue={() => void onContinue()}
      loading={loading}
      fieldErrors={shown ? errors : server.fieldErrors}
      stateOptions={STATE_OPTIONS}
      formError={shown ? undefined : server.formError}
    />
  );
}
