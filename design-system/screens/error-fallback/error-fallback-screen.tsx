import { ERROR_FALLBACK_EN } from '../../../vocabulary/messages/error-fallback.en';
import { useText, useWords } from '../../lib/text';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type ErrorFallbackScreenProps = {
  /** What went wrong and who to call: the crash text of spec section 8, as its words. */
  text: string;
  /** 'Try again' goes to the provider's home page (spec section 2). */
  onTryAgain: () => void;
};

/**
 * The fallback error screen behind the app's error boundary. It imports nothing beyond the
 * Button and the first screen's own text lookup, so it still renders when the rest of the flow
 * has failed.
 */
export function ErrorFallbackScreen({ text, onTryAgain }: ErrorFallbackScreenProps) {
  const say = useText(ERROR_FALLBACK_EN);
  const words = useWords();
  return (
    <div data-slot="error-fallback" className="flex flex-col gap-6">
      <PageHeading lead={words(text)}>{say('errorFallback.heading')}</PageHeading>
      <Button block onClick={onTryAgain}>
        {say('errorFallback.tryAgain')}
      </Button>
    </div>
  );
}
