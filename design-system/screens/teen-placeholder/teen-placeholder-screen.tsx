import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type TeenPlaceholderScreenProps = {
  heading: string;
  /** What has (not) happened so far. */
  lead: string;
  nextHeading: string;
  /** Who does what next, in order. */
  next: readonly string[];
  startOverLabel: string;
  /** Back to the start (the phone step), for a parent on the same device. */
  onStartOver: () => void;
};

/**
 * complete_placeholder: a teen who cannot sign up alone. No form and no Continue: the page
 * says what has happened (nothing yet), who acts next and what the teen can do now.
 */
export function TeenPlaceholderScreen({
  heading,
  lead,
  nextHeading,
  next,
  startOverLabel,
  onStartOver,
}: TeenPlaceholderScreenProps) {
  return (
    <div data-slot="teen-placeholder" className="flex flex-col gap-6">
      <PageHeading lead={lead}>{heading}</PageHeading>
      <section
        aria-labelledby="teen-placeholder-next"
        className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="teen-placeholder-next" className="text-lg font-bold text-ink-900">
          {nextHeading}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-base text-ink-900">
          {next.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </section>
      <Button variant="secondary" block onClick={onStartOver}>
        {startOverLabel}
      </Button>
    </div>
  );
}
