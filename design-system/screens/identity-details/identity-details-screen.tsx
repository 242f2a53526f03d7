import * as React from 'react';
import { IDENTITY_EN } from '../../../vocabulary/messages/identity.en';
import { formatSsn, ssnDigits } from '../../lib/input-format';
import { useText } from '../../lib/text';
import { ShowToggle } from '../../primitives/show-toggle';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

/** Stable id: the error summary links to it. */
const SSN_FIELD_ID = 'ssn';

export type IdentityDetailsScreenProps = {
  /** Digits only, up to nine. */
  ssn: string;
  onSsnChange: (ssn: string) => void;
  fieldErrors?: { ssn?: string };
  // formError: e.g. the partial identity text 'Please re-enter your information and try again'.
} & QuestionFrameProps;

/**
 * Identity verification (verify_identity): the Social Security number. The legal name, date of
 * birth and home address were asked by the flow's earlier pages.
 */
export function IdentityDetailsScreen({
  ssn,
  onSsnChange,
  fieldErrors = {},
  ...frame
}: IdentityDetailsScreenProps) {
  const [ssnShown, setSsnShown] = React.useState(false);
  const say = useText(IDENTITY_EN);
  return (
    <QuestionPage
      heading={say('identity.heading')}
      lead={say('identity.lead')}
      fieldErrors={{ [SSN_FIELD_ID]: fieldErrors.ssn }}
      {...frame}
    >
      <div className="flex flex-col items-start">
        <TextField
          id={SSN_FIELD_ID}
          fieldClassName="self-stretch"
          label={say('identity.ssn')}
          hint={say('identity.ssnHint')}
          // Masked like a password so it can't be read over a shoulder, but never offered to
          // a password manager: autocomplete off.
          type={ssnShown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={formatSsn(ssn)}
          error={fieldErrors.ssn}
          onChange={(event) => onSsnChange(ssnDigits(event.target.value))}
        />
        <ShowToggle controls={[SSN_FIELD_ID]} shown={ssnShown} onShownChange={setSsnShown}>
          {say('identity.showSsn')}
        </ShowToggle>
      </div>
    </QuestionPage>
  );
}
