import { PageHeading } from '../../primitives/page-heading';

export type OutsideUsScreenProps = {
  /** The browser's time zone, as the browser names it (e.g. Europe/London). */
  timeZone: string;
  /** Customer support, for someone who lives in the US and is told otherwise. */
  support: { display: string; href: string };
};

/**
 * preventNonUSTimezones: the flow stops before anything is asked. No form and no Continue:
 * nothing typed here could change the answer, so the page says why and who can help.
 */
export function OutsideUsScreen({ timeZone, support }: OutsideUsScreenProps) {
  return (
    <div data-slot="outside-us" className="flex flex-col gap-6">
      <PageHeading
        lead={`Your device's time zone (${timeZone}) is outside the United States. Harbor accounts and cards are for families who live in the US or its territories.`}
      >
        Harbor is only available in the US
      </PageHeading>
      <section
        aria-labelledby="outside-us-next"
        className="flex flex-col gap-2 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="outside-us-next" className="text-lg font-bold text-ink-900">
          Live in the US?
        </h2>
        <p className="text-base text-ink-700">
          If you're travelling, you can sign up once you're home. If your device's time zone is
          wrong, set it to where you live and reload this page, or call us at{' '}
          <a
            href={support.href}
            className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
          >
            {support.display}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
