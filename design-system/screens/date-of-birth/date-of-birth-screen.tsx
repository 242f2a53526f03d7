import { DATE_OF_BIRTH_EN } from '../../../vocabulary/messages/date-of-birth.en';
import { DATE_OF_BIRTH_CHECKS_EN } from '../../../vocabulary/messages/date-of-birth-checks.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { useSentence } from '../../lib/format';
// One MM/DD/YYYY formatter for every date-of-birth field (design-system/lib/input-format).
import { formatDob } from '../../lib/input-format';
import { useText } from '../../lib/text';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const DOB_FIELD_ID = 'date-of-birth';

export type DateOfBirthScreenProps = {
  /** MM/DD/YYYY as typed so far; slashes are added as the digits come. */
  dob: string;
  onDobChange: (dob: string) => void;
  /** A message about the date itself, e.g. not a real date, or a year too long ago. */
  error?: Sentence;
} & QuestionFrameProps;

/** Date of birth: the age decides the next step (13 or more goes on, under 13 stops). */
export function DateOfBirthScreen({ dob, onDobChange, error, ...frame }: DateOfBirthScreenProps) {
  const say = useText(DATE_OF_BIRTH_EN);
  const shown = useSentence(DATE_OF_BIRTH_CHECKS_EN)(error);
  return (
    <QuestionPage
      heading={say('dateOfBirth.heading')}
      lead={say('dateOfBirth.lead')}
      labelFor={DOB_FIELD_ID}
      fieldErrors={{ [DOB_FIELD_ID]: shown }}
      {...frame}
    >
      <TextField
        id={DOB_FIELD_ID}
        hint={say('dateOfBirth.hint')}
        autoComplete="bday"
        inputMode="numeric"
        spellCheck={false}
        value={dob}
        onChange={(event) => onDobChange(formatDob(event.target.value))}
        error={shown}
      />
    </QuestionPage>
  );
}
