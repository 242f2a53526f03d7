import { Button } from '../../primitives/button';

export type ConfirmationSummaryProps = {
  referenceLabel: string;
  /** What the family quotes to support, e.g. "7K3M-9QXD". */
  reference: string;
  referenceHint: string;
  heading: string;
  /** One fact a row: plan and price, children, funding account, first load, arrival. */
  rows: ReadonlyArray<{ label: string; value: string }>;
  nextHeading: string;
  nextSteps: ReadonlyArray<string>;
  printLabel: string;
  onPrint: () => void;
};

/**
 * A completed registration's reference, what was set up and what happens next, as GOV.UK's
 * confirmation page and a receipt give them. The reference is text, so it can be copied,
 * read by a screen reader character by character (its letters are spaced by tracking, not by
 * spaces) and printed; the print stylesheet keeps all of this and drops every button.
 */
export function ConfirmationSummary(props: ConfirmationSummaryProps) {
  return (
    <div data-slot="confirmation-summary" className="flex flex-col gap-6 print:gap-4">
      <section
        aria-labelledby="reference-label"
        className="rounded-xl bg-brand-700 p-5 text-white print:border print:border-ink-900 print:bg-white print:p-3 print:text-ink-900"
      >
        <h2 id="reference-label" className="text-base font-semibold">
          {props.referenceLabel}
        </h2>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-widest" data-slot="reference">
          {props.reference}
        </p>
        <p className="mt-2 text-sm">{props.referenceHint}</p>
      </section>
      <section aria-labelledby="summary-heading" className="flex flex-col gap-3">
        <h2 id="summary-heading" className="text-lg font-bold text-ink-900">
          {props.heading}
        </h2>
        <dl className="divide-y divide-ink-200 border-y border-ink-200">
          {props.rows.map((row) => (
            <div
              key={row.label}
              className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 print:grid-cols-[10rem_1fr] print:py-1.5"
            >
              <dt className="text-sm font-semibold text-ink-700">{row.label}</dt>
              <dd className="text-base text-ink-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {props.nextSteps.length > 0 ? (
        <section aria-labelledby="next-heading" className="flex flex-col gap-3">
          <h2 id="next-heading" className="text-lg font-bold text-ink-900">
            {props.nextHeading}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-ink-900">
            {props.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button variant="secondary" className="print:hidden" onClick={props.onPrint}>
        {props.printLabel}
      </Button>
    </div>
  );
}
