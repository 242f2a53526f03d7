import { LegalNameAddressScreen } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { StepPage } from '../../shell/step-page';
import type { GroupProps } from '../register/question-groups';
import { aboutYouIntents, aboutYouView } from './view';

const intents = aboutYouIntents(stepActions);

/**
 * about_you: a parent's set_date_of_birth and set_legal_address (no P.O. boxes), one question
 * page each (docs/decisions/121). A teen's own date of birth is asked before the code, on its
 * own step (date_of_birth).
 */
export default function AboutYouGroup(_props: GroupProps) {
  const view = aboutYouView(useViewInput());
  return (
    // Each page is a new page for a screen reader: keyed by it, its heading takes focus and
    // the title follows, as on a change of group.
    <StepPage key={view.part}>
      <LegalNameAddressScreen {...view} {...intents} />
    </StepPage>
  );
}
