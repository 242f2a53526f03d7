import { Button, buttonVariants } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type AccountStatusScreenProps = {
  /** The next-step value that led here. */
  status: 'deactivated' | 'invalidated';
  heading: string;
  /** Why, in the words of the error catalogue (spec section 8) where it has them. */
  text: string;
  /** A call to customer support, where the text asks for one. */
  callSupport?: { label: string; href: string };
  /** Invalidated: confirm the number again (a new access request). */
  onContinue: () => void;
  /** Back to the start. */
  onStartOver: () => void;
};

/** Account deactivated or invalidated: nothing to fill in, only what to do next. */
export function AccountStatusScreen({
  status,
  heading,
  text,
  callSupport,
  onContinue,
  onStartOver,
}: AccountStatusScreenProps) {
  return (
    <div data-slot="account-status" data-status={status} className="flex flex-col gap-6">
      <PageHeading lead={text}>{heading}</PageHeading>
      <div className="flex flex-col items-center gap-3">
        {callSupport ? (
          // A real tel: link, so a phone dials it and a desktop offers its calling app.
          <a href={callSupport.href} className={buttonVariants({ block: true })}>
            {callSupport.label}
          </a>
        ) : null}
        {status === 'invalidated' ? (
          <Button block onClick={onContinue}>
            Continue
          </Button>
        ) : null}
        <Button variant="link" onClick={onStartOver}>
          Back to the start
        </Button>
      </div>
    </div>
  );
}
