import * as React from 'react';
import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import { stepActions } from '../../containers/step-actions-instance';
import { useViewInput } from '../../containers/use-view-input';
import { completionIntents, completionView } from '../../views/completion-view';

const intents = completionIntents(stepActions);

/** complete, complete_child and complete_placeholder. */
export default function CompletionStep() {
  // Inside the native apps the app hears of the completion as it is reached (once).
  React.useEffect(() => {
    void stepActions.registration.announceCompletion();
  }, []);
  return <CompletionScreen {...completionView(useViewInput())} {...intents} />;
}
