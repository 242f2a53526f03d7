import { INVITE_PARENT_EN } from '../../../vocabulary/messages/invite-parent.en';
import { useText } from '../../lib/text';
import { PhoneField } from '../../primitives/phone-field';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

type InviteParentValues = {
  firstName: string;
  /** Formatted as typed, e.g. "(555) 987-6543". */
  phoneNumber: string;
};
type InviteParentField = keyof InviteParentValues;

/** Stable ids: the error summary links to them. */
const INVITE_PARENT_FIELD_IDS: Record<InviteParentField, string> = {
  firstName: 'parent-first-name',
  phoneNumber: 'parent-phone-number',
};

export type InviteParentScreenProps = {
  values: InviteParentValues;
  onValuesChange: (values: InviteParentValues) => void;
  fieldErrors?: Partial<Record<InviteParentField, string>>;
  /**
   * Named before the teen's own number is confirmed: the text goes out once their account is
   * set up, so the button only goes on.
   */
  sendsLater?: boolean;
} & QuestionFrameProps;

/** Invite parent (parent_invite): a teen signing up first asks a parent to join. */
export function InviteParentScreen({
  values,
  onValuesChange,
  fieldErrors = {},
  sendsLater = false,
  ...frame
}: InviteParentScreenProps) {
  const ids = INVITE_PARENT_FIELD_IDS;
  const say = useText(INVITE_PARENT_EN);
  return (
    <QuestionPage
      heading={say('inviteParent.heading')}
      lead={say(sendsLater ? 'inviteParent.leadLater' : 'inviteParent.lead')}
      fieldErrors={{
        [ids.firstName]: fieldErrors.firstName,
        [ids.phoneNumber]: fieldErrors.phoneNumber,
      }}
      {...frame}
      // Continue, the page's own, when nothing is sent yet.
      continueLabel={sendsLater ? undefined : say('inviteParent.send')}
    >
      <div className="flex flex-col gap-2">
        {/* autocomplete off: the browser would offer the teen's own name and number. */}
        <TextField
          id={ids.firstName}
          label={say('inviteParent.firstName')}
          autoComplete="off"
          value={values.firstName}
          error={fieldErrors.firstName}
          onChange={(event) => onValuesChange({ ...values, firstName: event.target.value })}
        />
        <PhoneField
          id={ids.phoneNumber}
          label={say('inviteParent.phoneNumber')}
          hint={say('inviteParent.phoneHint')}
          autoComplete="off"
          value={values.phoneNumber}
          error={fieldErrors.phoneNumber}
          onValueChange={(phoneNumber) => onValuesChange({ ...values, phoneNumber })}
        />
      </div>
    </QuestionPage>
  );
}
