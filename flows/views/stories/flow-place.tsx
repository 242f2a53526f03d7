import { screenTitlesInFlowOrder } from '../flow-order';
import { STEP_ENTRIES } from '../step-registry';

const pageName = (title: string | undefined) => title?.split('/').at(-1);

/**
 * Where a page sits in the family's flow, for its docs page: its section, its place there and
 * the pages before and after it, in the sidebar's order (the step registry's).
 */
export function FlowPlace({ of }: { of: string }) {
  const order = screenTitlesInFlowOrder(STEP_ENTRIES);
  const at = order.indexOf(of);
  if (at === -1) return null;
  const section = of.split('/')[0];
  const inSection = order.filter((title) => title.startsWith(`${section}/`));
  const before = pageName(order[at - 1]);
  const after = pageName(order[at + 1]);
  return (
    <p>
      <strong>Where it sits in the flow:</strong> {section}, page {inSection.indexOf(of) + 1} of{' '}
      {inSection.length}
      {before ? `, after ${before}` : ', the first page'}
      {after ? `, before ${after}` : ''}.
    </p>
  );
}
