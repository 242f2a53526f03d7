import type * as React from 'react';
import type { Question } from '../../model/entities';

/** What every question-group container of the register step receives. */
export type GroupProps = { questions: readonly Question[] };

type GroupComponent = React.LazyExoticComponent<React.ComponentType<GroupProps>>;

/**
 * The register step shows the server's current question group (spec section 4, "Answer flow"),
 * chosen by the group's first question name. Each group container is its own lazy chunk.
 */
export const QUESTION_GROUPS: Partial<Record<string, GroupComponent>> = {};
