import type { TeenPlaceholderScreenProps } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import type { StepActions } from '../../actions/step-actions';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';

/**
 * complete_placeholder: a teen waiting for a parent, or an approver whose placeholder account
 * is not counted as complete (approverPlaceholderComplete off).
 */
export function teenPlaceholderView(input: ViewInput): ViewOf<TeenPlaceholderScreenProps> {
  return { signedUpAs: input.user.role === 'approver' ? 'approver' : 'teen' };
}

/** A parent with the teen starts over on the same device. */
export function teenPlaceholderIntents(
  actions: StepActions,
): IntentsOf<TeenPlaceholderScreenProps> {
  return { onStartOver: () => actions.startOver() };
}
