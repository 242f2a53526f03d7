import * as React from 'react';
import { useSnapshot } from 'valtio';
import {
  IdentityDetailsScreen,
  type IdentityValues,
} from '../../../design-system/screens/identity-details/identity-details-screen';
import { registrationState } from '../../model/registration-state';
import { identityState, ssnError } from '../../rules/identity';
import { registrationActions } from '../actions-instance';
import { FocusStepHeading } from '../focus-step-heading';
import { IdentityResult } from './identity-result';
import type { GroupProps } from './question-groups';
import { splitError } from './use-group';
import { useGroupProgress } from './use-group-progress';

const EMPTY: IdentityValues = {
  firstName: '',
  lastName: '',
  dob: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  ssn: '',
};

/**
 * verify_identity: the SSN (name, date of birth and address were asked by earlier groups).
 * ERR_KYC_PARTIAL_FAIL asks again with 'Please re-enter your information and try again' and
 * empty fields; ERR_KYC_FAIL stops with the result screen (a retry only under kycRetryEnabled).
 * A challenge moves the flow on to the knowledge questions (kba-group).
 */
export default function IdentityGroup({ questions }: GroupProps) {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  const [values, setValues] = React.useState<IdentityValues>(EMPTY);
  const [invalid, setInvalid] = React.useState<string>();
  const [retrying, setRetrying] = React.useState(false);
  // errorCode outlives a later success (only error is cleared by loading): read it with error.
  const state = identityState(registration.error ? registration.errorCode : null);
  const name = questions[0]?.name ?? 'verify_identity';
  // The server's refusal of the number itself shows at the field.
  const server = splitError(registration.error ?? undefined, registration.errorCode ?? undefined, {
    ERR_INVALID_SSN: 'ssn',
  });

  // "A partial or challenge identity error resets the identity-question flow" (section 4).
  React.useEffect(() => {
    if (!registration.resetKBAFlow) return;
    setValues(EMPTY);
    setInvalid(undefined);
    registrationState.resetKBAFlow = false;
  }, [registration.resetKBAFlow]);

  if ((state === 'fail' || state === 'error') && !retrying) {
    return (
      // The outcome is a new page within the group: its heading takes focus.
      <FocusStepHeading key="result">
        <IdentityResult onRetry={() => setRetrying(true)} />
      </FocusStepHeading>
    );
  }

  return (
    <IdentityDetailsScreen
      progress={progress}
      values={values}
      onValuesChange={(next) => {
        setValues(next);
        setInvalid(undefined);
      }}
      ssnMode="full"
      ask={{ name: false, dob: false, address: false }}
      loading={registration.loading}
      fieldErrors={{ ssn: invalid ?? server.fieldErrors.ssn }}
      formError={invalid ? undefined : server.formError}
      onContinue={() => {
        const problem = ssnError(values.ssn);
        if (problem) {
          setInvalid(problem);
          return;
        }
        setRetrying(false);
        void registrationActions().then((actions) =>
          actions.answerIdentity({ [name]: { ssn: values.ssn } }, name),
        );
      }}
    />
  );
}
