import { Button } from '../../primitives/button';
import { QuestionPage } from '../shared/question-page';

export type ResetLinkForgottenScreenProps = {
  /** To forgot password, for a new link. */
  onNewLink: () => void;
};

/**
 * reset_password after a reload (or a stored step): the page forgets the reset link on purpose,
 * and the emailed link still works until it is used.
 */
export function ResetLinkForgottenScreen({ onNewLink }: ResetLinkForgottenScreenProps) {
  return (
    <QuestionPage
      heading="Open the link in your email again"
      lead="For your security, this page forgets your reset link when it reloads. The link in your email still works until you use it."
      secondaryActions={
        <Button variant="link" onClick={onNewLink}>
          Send me a new link
        </Button>
      }
    />
  );
}
