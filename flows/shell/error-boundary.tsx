import * as React from 'react';
import { ErrorFallbackScreen } from '../../design-system/screens/error-fallback/error-fallback-screen';
import { stepActions } from '../composition/step-actions-instance';
import { useViewInput } from '../hooks/use-view-input';
import { monitoring } from '../platform/monitoring';
import { errorFallbackIntents, errorFallbackView } from '../views/error-fallback-view';
import { StepPage } from './step-page';

type Props = { children: React.ReactNode };

const intents = errorFallbackIntents(stepActions);

function StepFailed() {
  return <ErrorFallbackScreen {...errorFallbackView(useViewInput())} {...intents} />;
}

/**
 * Any step that throws while rendering (a failed chunk load included) shows the fallback error
 * screen; 'Try again' goes to the provider's home page (PROVIDER_HOME_URL). What was answered
 * is kept on the server and in session storage, so the flow resumes when the person returns.
 */
export class StepErrorBoundary extends React.Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    monitoring.error(error, { boundary: 'step' });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StepPage>
        <StepFailed />
      </StepPage>
    );
  }
}
