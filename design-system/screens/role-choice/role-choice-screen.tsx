import { ROLE_EN } from '../../../vocabulary/messages/role.en';
import { useText } from '../../lib/text';
import { RadioCards } from '../../primitives/radio-cards';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type RoleChoice = 'parent' | 'child';
const ROLE_FIELD_ID = 'role';

export type RoleChoiceScreenProps = {
  role: RoleChoice | null;
  onRoleChange: (role: RoleChoice) => void;
  error?: string;
  /** Toggle roleSelectCTA (default off): the button names the chosen role. */
  roleSelectCTA?: boolean;
} & QuestionFrameProps;

const CTA = { parent: 'role.continueParent', child: 'role.continueChild' } as const;

/** Role choice (confirm-role): parents go on to confirm their number, teens to a parent. */
export function RoleChoiceScreen({
  role,
  onRoleChange,
  error,
  roleSelectCTA = false,
  ...frame
}: RoleChoiceScreenProps) {
  const text = useText(ROLE_EN);
  const options = [
    { value: 'parent', title: text('role.parent'), description: text('role.parentDescription') },
    { value: 'child', title: text('role.child'), description: text('role.childDescription') },
  ];
  return (
    <QuestionPage
      heading={text('role.heading')}
      headingId={`${ROLE_FIELD_ID}-heading`}
      lead={text('role.lead')}
      fieldErrors={{ [ROLE_FIELD_ID]: error }}
      {...frame}
      {...(roleSelectCTA && role ? { continueLabel: text(CTA[role]) } : {})}
    >
      <RadioCards
        id={ROLE_FIELD_ID}
        labelledBy={`${ROLE_FIELD_ID}-heading`}
        options={options}
        value={role}
        onValueChange={(value) => onRoleChange(value as RoleChoice)}
        error={error}
      />
    </QuestionPage>
  );
}
