import type * as React from 'react';
import { FAMILY_PANEL_EN } from '../../../vocabulary/messages/family-panel.en';
import { useFormat } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { usePageLanguage, useText } from '../../lib/text';

export type FamilyPanelProps = {
  /** A parent's choices so far; none for a teen or an approver, who choose neither. */
  summary?: {
    /** The plan chosen so far by its name and its monthly fee in dollars; null before one is. */
    plan: { title: string; fee: number } | null;
    childrenAdded: number;
  };
  supportPhone: { display: string };
};

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
  const say = useText(FAMILY_PANEL_EN);
  const format = useFormat(FAMILY_PANEL_EN);
  const { locale } = usePageLanguage();
  return (
    <aside
      data-slot="side-panel"
      aria-label={say('familyPanel.label')}
      className="flex flex-col gap-6 rounded-xl border border-ink-200 bg-white p-6 text-sm text-ink-700"
    >
      {summary ? (
        <>
          <Section title={say('familyPanel.soFar')}>
            <dl className="flex flex-col gap-2">
              <div className="flex justify-between gap-4">
                <dt>{say('familyPanel.plan')}</dt>
                <dd className="text-right font-semibold text-ink-900">
                  {summary.plan
                    ? format('familyPanel.planChosen', {
                        plan: summary.plan.title,
                        // Cents always, as the plan page prints its fees.
                        fee: formatUsd(summary.plan.fee, 'always', locale),
                      })
                    : say('familyPanel.noPlan')}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{say('familyPanel.children')}</dt>
                <dd className="text-right font-semibold text-ink-900">
                  {format('familyPanel.childrenAdded', { count: summary.childrenAdded })}
                </dd>
              </div>
            </dl>
          </Section>
          <Section title={say('familyPanel.atHand')}>
            <ul className="flex list-disc flex-col gap-1 pl-5">
              <li>{say('familyPanel.address')}</li>
              <li>{say('familyPanel.ssn')}</li>
              <li>{say('familyPanel.bank')}</li>
            </ul>
          </Section>
        </>
      ) : null}
      <Section title={say('familyPanel.help')}>
        {/* Plain text, not a tel: link: the panel shows on wide screens only, where a call is
            made from another device, and a page that names the number links it once. */}
        <p>{format('familyPanel.call', { phone: supportPhone.display })}</p>
      </Section>
    </aside>
  );
}
