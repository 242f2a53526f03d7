import { CANCEL_AGE_EN } from '../../../vocabulary/messages/cancel-age.en';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type CancelAgeScreenProps = {
  /** Back to the start (the phone step), e.g. for a parent to sign up on the same device. */
  onStartOver?: () => void;
};

/**
 * The under-13 stop (cancel_age). No form: there is nothing to fix here, so no error summary
 * and no Continue; the person learns why and what a parent can do instead.
 */
export function CancelAgeScreen({ onStartOver }: CancelAgeScreenProps) {
  const say = useText(CANCEL_AGE_EN);
  return (
    <div data-slot="cancel-age" className="flex flex-col gap-6">
      <PageHeading lead={say('cancelAge.lead')}>{say('cancelAge.heading')}</PageHeading>
      <section
        aria-labelledby="cancel-age-next"
        className="flex flex-col gap-2 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="cancel-age-next" className="text-lg font-bold text-ink-900">
          {say('cancelAge.nextHeading')}
        </h2>
        <p className="text-base text-ink-700">{say('cancelAge.next')}</p>
      </section>
      {onStartOver ? (
        <Button variant="secondary" block onClick={onStartOver}>
          {say('cancelAge.startOver')}
        </Button>
      ) : null}
    </div>
  );
}
