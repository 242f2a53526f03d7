// One MM/DD/YYYY formatter for every date-of-birth field (design-system/lib/input-format).
import { formatDob } from '../../lib/input-format';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const DOB_FIELD_ID = 'date-of-birth';

export type DateOfBirthScreenProps = {
  /** MM/DD/YYYY as typed so far; slashes are added as the digits come. */
  dob: string;
  onDobChange: (dob: string) => void;
  /** A message about the date itself, e.g. not a real date. */
  error?: string;
} & QuestionFrameProps;

/** Date of birth: the age decides the next step (13 or more goes on, under 13 stops). */
export function DateOfBirthScreen({ dob, onDobChange, error, ...frame }: DateOfBirthScreenProps) {
  return (
    <QuestionPage
      heading="What's your date of birth?"
      lead="We use it to set up the right kind of account for you."
      labelFor={DOB_FIELD_ID}
      fieldErrors={{ [DOB_FIELD_ID]: error }}
      {...frame}
    >
      <TextField
        id={DOB_FIELD_ID}
        hint="MM/DD/YYYY, for example 04/15/2009"
        autoComplete="bday"
        inputMode="numeric"
        spellCheck={false}
        value={dob}
        onChange={(event) => onDobChange(formatDob(event.target.value))}
        error={error}
      />
    </QuestionPage>
  );
}
