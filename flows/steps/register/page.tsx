import * as React from 'react';
import { RegisterStatusScreen } from '../../../design-system/screens/register-status/register-status-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import type { Question } from '../../model/entities';
import { preloadWhenIdle, useShownValue } from '../../shell/lazy-view';
import { StepPage } from '../../shell/step-page';
import { StepUnavailable } from '../../shell/step-unavailable';
import { FamilyPanelContainer } from './family-panel';
import { groupFor, groupStep, groupViews } from './question-groups';
import { registerPage, unresolvedAddressOf } from './rule';
import { UnresolvedAddress } from './unresolved-address';
import { registerStatusIntents, registerStatusView } from './view';

const intents = registerStatusIntents(stepActions);

/**
 * register: the server's current question group, each group's page in its folder
 * (flows/steps/<group>/group.tsx), and the step's own pages around it (rule.ts: registerPage);
 * after it, the side panel a wide screen shows beside it (docs/decisions/109).
 */
export default function RegisterStep() {
  return (
    <>
      <RegisterPages />
      <FamilyPanelContainer />
    </>
  );
}

/**
 * The server's current question group, each group's page in its folder
 * (flows/steps/<group>/group.tsx), and the step's own pages around it (flows/steps/register-page).
 */
function RegisterPages() {
  const input = useViewInput();
  const { registration } = input;
  // The group on screen follows the server's answer at once when its chunk is there; one whose
  // chunk has not arrived leaves the current one up (no fallback flash), and the rest are
  // fetched while the person reads this one.
  const shown = useShownValue(registration, (next) => groupFor(next.questions)?.loaded() ?? true);
  React.useEffect(() => preloadWhenIdle(groupViews()), []);

  const page = registerPage(registration);
  const status = <RegisterStatusScreen {...registerStatusView(input)} {...intents} />;
  if (page === 'address-check' && unresolvedAddressOf(registration)) {
    return <UnresolvedAddress>{status}</UnresolvedAddress>;
  }
  if (page !== 'group') return status;

  const questions = shown.questions[0] ? shown.questions : registration.questions;
  const Group = groupFor(questions);
  if (!Group) return <StepUnavailable step={registration.questions[0]?.name ?? 'register'} />;
  const group = (
    <React.Suspense fallback={status}>
      {/* A new group is a new page for a screen reader: its heading takes focus, once the
          group's chunk has loaded and the heading exists. */}
      <StepPage key={`${shown.groupId ?? ''}:${questions[0]?.name}`} step={groupStep(questions)}>
        <Group questions={questions as readonly Question[]} />
      </StepPage>
    </React.Suspense>
  );
  return unresolvedAddressOf(registration) ? <UnresolvedAddress>{group}</UnresolvedAddress> : group;
}
