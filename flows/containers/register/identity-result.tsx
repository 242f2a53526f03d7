import { IdentityResultScreen } from '../../../design-system/screens/identity-result/identity-result-screen';
import { identityResultIntents, identityResultView } from '../../views/identity-result-view';
import { stepActions } from '../step-actions-instance';
import { useViewInput } from '../use-view-input';

const intents = identityResultIntents(stepActions);

/**
 * The identity check's end page (the identity group's and the knowledge questions'). A retry
 * also tells the group to show its details page again (onRetry).
 */
export function IdentityResult({ onRetry }: { onRetry?: () => void }) {
  return (
    <IdentityResultScreen
      {...identityResultView(useViewInput())}
      {...intents}
      onRetry={() => {
        onRetry?.();
        intents.onRetry?.();
      }}
    />
  );
}
