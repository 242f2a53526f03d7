import type * as React from 'react';

export type FamilyPanelProps = {
  /** A parent's choices so far; none for a teen or an approver, who choose neither. */
  summary?: {
    /** The plan chosen so far and its monthly fee, ready to print; null before one is chosen. */
    plan: { title: string; fee: string } | null;
    childrenAdded: number;
  };
  supportPhone: { display: string };
};

const childrenText = (count: number) =>
  count === 0 ? 'None added yet' : count === 1 ? '1 child added' : `${count} children added`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Beside the question on a wide screen: what the family has set up so far and what to have at
 * hand for the steps still to come, so nobody stops halfway to look for a card or a number.
 * It shows no personal detail (a child is counted, not named): only what the page would show
 * anyway, on a part of the page that is easy to read over a shoulder.
 */
export function FamilyPanel({ summary, supportPhone }: FamilyPanelProps) {
  return (
    <aside
      data-slot="side-panel"
      aria-label="Your sign-up"
      className="flex flex-col gap-6 rounded-xl border border-ink-200 bg-white p-6 text-sm text-ink-700"
    >
      {summary ? (
        <>
          <Section title="Your family account so far">
            <dl className="flex flex-col gap-2">
              <div className="flex justify-between gap-4">
                <dt>Plan</dt>
                <dd className="text-right font-semibold text-ink-900">
                  {summary.plan ? `${summary.plan.title}, ${summary.plan.fee}` : 'Not chosen yet'}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Children</dt>
                <dd className="text-right font-semibold text-ink-900">
                  {childrenText(summary.childrenAdded)}
                </dd>
              </div>
            </dl>
          </Section>
          <Section title="Have these at hand">
            <ul className="flex list-disc flex-col gap-1 pl-5">
              <li>Your home address and date of birth</li>
              <li>Your Social Security number, to confirm who you are</li>
              <li>Your bank login, or a debit card</li>
            </ul>
          </Section>
        </>
      ) : null}
      <Section title="Need help?">
        {/* Plain text, not a tel: link: the panel shows on wide screens only, where a call is
            made from another device, and a page that names the number links it once. */}
        <p>Call us at {supportPhone.display}.</p>
      </Section>
    </aside>
  );
}
