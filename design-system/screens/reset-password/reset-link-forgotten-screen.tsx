import { LOGIN_EN } from '../../../vocabulary/messages/login.en';
import { useText } from '../../lib/text';
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
  const say = useText(LOGIN_EN);
  return (
    <QuestionPage
      heading={say('login.linkForgottenHeading')}
      lead={say('login.linkForgottenLead')}
      secondaryActions={
        <Button variant="link" onClick={onNewLink}>
          {say('login.newLink')}
        </Button>
      }
    />
  );
}
