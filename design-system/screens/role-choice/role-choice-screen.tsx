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

const CTA: Record<RoleChoice, string> = {
  parent: 'Continue as a parent',
  child: 'Continue as a teen',
};

const OPTIONS = [
  {
    value: 'parent',
    title: "I'm a parent or guardian",
    description: 'Set up accounts and debit cards for your family.',
  },
  {
    value: 'child',
    title: "I'm a teen",
    description: 'Ages 13 and up. A parent or guardian approves your account.',
  },
];

/** Role choice (confirm-role): parents go on to confirm their number, teens to a parent. */
export function RoleChoiceScreen({
  role,
  onRoleChange,
  error,
  roleSelectCTA = false,
  ...frame
}: RoleChoiceScreenProps) {
  return (
    <QuestionPage
      heading="Who's signing up?"
      headingId={`${ROLE_FIELD_ID}-heading`}
      lead="We'll set things up for you."
      fieldErrors={{ [ROLE_FIELD_ID]: error }}
      {...frame}
      continueLabel={roleSelectCTA && role ? CTA[role] : 'Continue'}
    >
      <RadioCards
        id={ROLE_FIELD_ID}
        labelledBy={`${ROLE_FIELD_ID}-heading`}
        options={OPTIONS}
        value={role}
        onValueChange={(value) => onRoleChange(value as RoleChoice)}
        error={error}
      />
    </QuestionPage>
  );
}
