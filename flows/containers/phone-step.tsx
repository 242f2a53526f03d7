import * as React from 'react';
import { useSnapshot } from 'valtio';
import { usPhoneDigits } from '../../design-system/lib/us-phone';
import { PhoneEntryScreen } from '../../design-system/screens/phone-entry/phone-entry-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { phoneActions } from './phone-actions-instance';

export const INVALID_PHONE_MESSAGE = 'Enter a 10-digit US mobile number';

// The server's refusal that is about the number itself, shown at the field, not above the form.
const FIELD_ERROR_CODES = new Set(['ERR_SMS_UNSUPPORTED', 'ERR_INVALID_REQUEST']);

/** Phone entry: the number typed survives a reload (tempPhoneNumber is persisted). */
export function PhoneStep() {
  const user = useSnapshot(userState);
  const registration = useSnapshot(registrationState);
  const [invalid, setInvalid] = React.useState(false);
  const serverError = registration.error ?? undefined;
  const aboutNumber =
    registration.errorCode !== null && FIELD_ERROR_CODES.has(registration.errorCode);

  return (
    <PhoneEntryScreen
      phoneNumber={user.tempPhoneNumber ?? ''}
      onPhoneNumberChange={(value) => {
        userState.tempPhoneNumber = value;
        setInvalid(false);
      }}
      loading={Boolean(registration.loadingFlags.phoneCheck)}
      error={invalid ? INVALID_PHONE_MESSAGE : aboutNumber ? serverError : undefined}
      formError={!invalid && !aboutNumber ? serverError : undefined}
      sessionNotice={registration.timeoutError ?? undefined}
      onContinue={() => {
        const digits = usPhoneDigits(userState.tempPhoneNumber ?? '');
        if (digits.length !== 10) {
          setInvalid(true);
          return;
        }
        // The session-expired notice has been read: logging in again starts here.
        registrationState.timeoutError = null;
        void phoneActions().then((actions) => actions.checkPhone(`+1${digits}`));
      }}
    />
  );
}
