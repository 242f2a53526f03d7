import { OUTSIDE_US_EN } from '../../../vocabulary/messages/outside-us.en';
import { Message, useFormat } from '../../lib/format';
import { useText } from '../../lib/text';
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
  const say = useText(OUTSIDE_US_EN);
  const format = useFormat(OUTSIDE_US_EN);
  return (
    <div data-slot="outside-us" className="flex flex-col gap-6">
      <PageHeading lead={format('outsideUs.lead', { timeZone })}>
        {say('outsideUs.heading')}
      </PageHeading>
      <section
        aria-labelledby="outside-us-next"
        className="flex flex-col gap-2 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="outside-us-next" className="text-lg font-bold text-ink-900">
          {say('outsideUs.nextHeading')}
        </h2>
        <p className="text-base text-ink-700">
          <Message
            source={OUTSIDE_US_EN}
            id="outsideUs.next"
            values={{
              phone: (
                <a
                  href={support.href}
                  className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
                >
                  {support.display}
                </a>
              ),
            }}
          />
        </p>
      </section>
    </div>
  );
}
