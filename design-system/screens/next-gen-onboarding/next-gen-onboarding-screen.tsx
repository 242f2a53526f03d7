import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';
import { Spinner } from '../../primitives/spinner';

export type NextGenOnboardingScreenProps = {
  /**
   * Goes to the new onboarding. The container redirects by itself; this is the button for
   * when that does not happen (a blocked redirect, a slow network).
   */
  onContinue: () => void;
  /** The redirect failed or stalled: say so and leave the button as the way on. */
  stalled?: boolean;
};

/** The hand-off to the next-gen onboarding (next_gen_onboarding). */
export function NextGenOnboardingScreen({
  onContinue,
  stalled = false,
}: NextGenOnboardingScreenProps) {
  return (
    <div data-slot="next-gen-onboarding" className="flex flex-col gap-6">
      <PageHeading lead="We've made signing up quicker. Your mobile number comes with you, so there's nothing to repeat.">
        Taking you to our new sign-up
      </PageHeading>
      {/* Polite live text: read once when it changes, without taking the focus away. */}
      <p role="status" className="flex items-center gap-3 text-base text-ink-900">
        {stalled ? (
          'This is taking longer than usual. Use the button below to go on.'
        ) : (
          <>
            <Spinner className="text-brand-700" />
            Taking you there…
          </>
        )}
      </p>
      <Button block variant={stalled ? 'primary' : 'secondary'} onClick={onContinue}>
        Continue to sign-up
      </Button>
    </div>
  );
}
