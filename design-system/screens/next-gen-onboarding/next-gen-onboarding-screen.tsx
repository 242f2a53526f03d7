import { HAND_OFF_EN } from '../../../vocabulary/messages/hand-off.en';
import { useText } from '../../lib/text';
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
  const say = useText(HAND_OFF_EN);
  return (
    <div data-slot="next-gen-onboarding" className="flex flex-col gap-6">
      <PageHeading lead={say('handOff.nextGenLead')}>{say('handOff.nextGenHeading')}</PageHeading>
      {/* Polite live text: read once when it changes, without taking the focus away. */}
      <p role="status" className="flex items-center gap-3 text-base text-ink-900">
        {stalled ? (
          say('handOff.nextGenStalled')
        ) : (
          <>
            <Spinner className="text-brand-700" />
            {say('handOff.nextGenGoing')}
          </>
        )}
      </p>
      <Button block variant={stalled ? 'primary' : 'secondary'} onClick={onContinue}>
        {say('handOff.nextGenContinue')}
      </Button>
    </div>
  );
}
