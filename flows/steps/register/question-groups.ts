import type * as React from 'react';
import type { Question } from '../../model/entities';
import { type LazyView, lazyView, lazyViews } from '../../shell/lazy-view';
import { madePage } from '../../shell/screen-page';
import type { StepScreen } from '../../views/step-screen';
import { pageOf, type RegisteredStep, STEPS, stepOf } from '../registry';

/** What every question-group page of the register step receives. */
export type GroupProps = { questions: readonly Question[] };

type GroupComponent = LazyView<GroupProps>;

/**
 * The register step shows the server's current question group (spec section 4, "Answer flow"),
 * chosen by the group's first question name in the step registry. Each group's page is its
 * folder's own chunk (flows/steps/<name>/group.tsx, or the page made of its screens.ts's
 * `page`; lazyView: fetched ahead, shown without suspending), made once whichever names reach it.
 */
const ownGroups = lazyViews<GroupProps>(
  import.meta.glob<{ default: React.ComponentType<GroupProps> }>('../*/group.tsx'),
);
const screens = import.meta.glob<StepScreen | undefined>('../*/screens.ts', { import: 'page' });

const GROUP_NAMES = (Object.keys(STEPS) as RegisteredStep[]).filter(
  (name) => STEPS[name].kind === 'group',
);
const groups = Object.fromEntries(
  [...new Set(GROUP_NAMES.map(pageOf))].map((folder) => [
    folder,
    ownGroups[`../${folder}/group.tsx`] ??
      lazyView<GroupProps>(() => madePage(folder, screens[`../${folder}/screens.ts`])),
  ]),
);
const groupView = (name: RegisteredStep) => groups[pageOf(name)];

/** Every group's page, for fetching ahead. */
export const groupViews = (): GroupComponent[] =>
  GROUP_NAMES.map(groupView).filter((view) => view !== undefined);

type Questions = ReadonlyArray<{ readonly name: string; readonly kind?: string }>;

/** The group a page of questions is: by its first question's name, else by that one's kind. */
function groupNameOf(questions: Questions): RegisteredStep | undefined {
  const first = questions[0];
  if (!first) return undefined;
  if (stepOf(first.name)?.kind === 'group') return pageOf(first.name as RegisteredStep);
  return first.kind
    ? GROUP_NAMES.find((name) => stepOf(name)?.questionKind === first.kind)
    : undefined;
}

/** The page of a question group. */
export function groupFor(questions: Questions): GroupComponent | undefined {
  const name = groupNameOf(questions);
  return name ? groupView(name) : undefined;
}

/** The registry's entry of a question group's page (what entering it does). */
export function groupStep(questions: Questions) {
  const name = groupNameOf(questions);
  return name ? stepOf(name) : undefined;
}
