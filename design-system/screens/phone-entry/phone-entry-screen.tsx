import { Alert } from '../../primitives/alert';
import { PhoneField } from '../../primitives/phone-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

/** The number's input: the page's boot picks up what was typed before the script ran. */
export const PHONE_FIELD_ID = 'phone-number';

export type PhoneEntryScreenProps = {
  phoneNumber: string;
  onPhoneNumberChange: (formatted: string) => void;
  /** A message about the number itself, shown in the summary and under the field. */
  error?: string;
  /**
   * Why the person is back here, e.g. 'Your session has expired. Please log in again.' (the
   * timeout error of spec section 8): a warning, not an error of this step.
   */
  sessionNotice?: string;
} & Pick<QuestionFrameProps, 'onContinue' | 'loading' | 'formError'>;

/** The first step for everyone: parents, teens and approvers start with a mobile number. */
export function PhoneEntryScreen({
  phoneNumber,
  onPhoneNumberChange,
  error,
  sessionNotice,
  ...frame
}: PhoneEntryScreenProps) {
  return (
    <QuestionPage
      heading="Let's get started"
      lead="Sign up or log in with your mobile number. We'll text you a 6-digit code to confirm it's you."
      fieldErrors={{ [PHONE_FIELD_ID]: error }}
      {...frame}
    >
      {sessionNotice ? <Alert tone="warning">{sessionNotice}</Alert> : null}
      <PhoneField
        id={PHONE_FIELD_ID}
        label="Mobile number"
        hint="US numbers only. Message and data rates may apply."
        value={phoneNumber}
        onValueChange={onPhoneNumberChange}
        error={error}
      />
    </QuestionPage>
  );
}
