import type { TeenPlaceholderScreenProps } from '../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import type { StepActions } from '../actions/step-actions';
import { TEEN_PLACEHOLDER_TEXTS as T } from '../rules/teen-placeholder';
import type { IntentsOf, ViewInput, ViewOf } from './view-input';

/** complete_placeholder: the same page for every teen who reaches it; nothing in it varies. */
export function teenPlaceholderView(_input: ViewInput): ViewOf<TeenPlaceholderScreenProps> {
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
