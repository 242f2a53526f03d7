import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type ErrorFallbackScreenProps = {
  /** What went wrong and who to call: the crash text of spec section 8. */
  text: string;
  /** 'Try again' goes to the provider's home page (spec section 2). */
  onTryAgain: () => void;
};

/**
 * The fallback error screen behind the app's error boundary. It imports nothing beyond the
 * Button, so it still renders when the rest of the flow has failed.
 */
export function ErrorFallbackScreen({ text, onTryAgain }: ErrorFallbackScreenProps) {
  return (
    <div data-slot="error-fallback" className="flex flex-col gap-6">
      <PageHeading lead={text}>Something went wrong</PageHeading>
      <Button block onClick={onTryAgain}>
        Try again
      </Button>
    </div>
  );
}
