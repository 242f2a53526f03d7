import { LEGAL_PATHS } from '../../../vocabulary/legal-links';
import { RichText, useText, useWords } from '../../lib/text';
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
  const text = useText();
  const words = useWords();
  const link = 'text-brand-700 underline underline-offset-4';
  return (
    <QuestionPage
      heading={text('phone.heading')}
      lead={text('phone.lead')}
      fieldErrors={{ [PHONE_FIELD_ID]: error }}
      {...frame}
    >
      {sessionNotice ? <Alert tone="warning">{words(sessionNotice)}</Alert> : null}
      <PhoneField
        id={PHONE_FIELD_ID}
        label={text('phone.label')}
        hint={text('phone.hint')}
        value={phoneNumber}
        onValueChange={onPhoneNumberChange}
        error={error}
      />
      {/* Said before Continue: pressing it texts a code, so consent comes first. The links are
          fixed same-origin paths (the server sends each to its configured address), so the
          prerendered page and the hydrated one agree and no address costs the first screen. */}
      <p className="text-sm text-ink-700">
        <RichText
          id="phone.consent"
          parts={{
            terms: (
              <a className={link} href={LEGAL_PATHS.terms}>
                {text('phone.terms')}
              </a>
            ),
            privacy: (
              <a className={link} href={LEGAL_PATHS.privacy}>
                {text('phone.privacy')}
              </a>
            ),
            smsTerms: (
              <a className={link} href={LEGAL_PATHS.smsTerms}>
                {text('phone.smsTerms')}
              </a>
            ),
          }}
        />
      </p>
    </QuestionPage>
  );
}
