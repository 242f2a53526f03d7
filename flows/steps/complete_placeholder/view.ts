import type { TeenPlaceholderScreenProps } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import type { StepActions } from '../../actions/step-actions';
import { APPROVER_PLACEHOLDER_TEXTS, TEEN_PLACEHOLDER_TEXTS } from '../../rules/teen-placeholder';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/**
 * complete_placeholder: a teen waiting for a parent, or an approver whose placeholder account
 * is not counted as complete (approverPlaceholderComplete off).
 */
export function teenPlaceholderView(input: ViewInput): ViewOf<TeenPlaceholderScreenProps> {
  const T = input.user.role === 'approver' ? APPROVER_PLACEHOLDER_TEXTS : TEEN_PLACEHOLDER_TEXTS;
  return {
    heading: T.heading,
    lead: T.lead,
    nextHeading: T.nextHeading,
    next: T.next,
    startOverLabel: T.startOver,
  };
}

/** A parent with the teen starts over on the same device. */
export function teenPlaceholderIntents(
  actions: StepActions,
): IntentsOf<TeenPlaceholderScreenProps> {
  return { onStartOver: () => actions.startOver() };
}
