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
  return (
    <div data-slot="cancel-age" className="flex flex-col gap-6">
      <PageHeading lead="Thanks for your interest! Kids under 13 can still have an account: a parent or guardian signs up and adds you to the family.">
        You need to be 13 or older to sign up
      </PageHeading>
      <section
        aria-labelledby="cancel-age-next"
        className="flex flex-col gap-2 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="cancel-age-next" className="text-lg font-bold text-ink-900">
          What to do next
        </h2>
        <p className="text-base text-ink-700">
          Ask a parent or guardian to sign up with their own mobile number. They can set up your
          card and send you money from their account.
        </p>
      </section>
      {onStartOver ? (
        <Button variant="secondary" block onClick={onStartOver}>
          Back to the start
        </Button>
      ) : null}
    </div>
  );
}
