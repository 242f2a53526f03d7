import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { screenTitlesInFlowOrder } from '../flows/views/flow-order';
import { loadStepEntries } from '../flows/views/step-entries-in-node';

const STEP_ENTRIES = await loadStepEntries();

const root = path.resolve(import.meta.dirname, '..');

/** A stories file's title, read as Storybook's indexer reads it. */
const titleOf = (file: string): string | undefined =>
  loadCsf(readFileSync(path.join(root, file), 'utf8'), {
    makeTitle: (title) => title,
    fileName: file,
  }).parse().meta.title;

/** The stories file a docs page is of (`<Meta of={...} />` names an imported stories module). */
const storiesOfDocs = (file: string): string | undefined => {
  const imported = /from '(\.\/[^']+\.stories)'/.exec(readFileSync(path.join(root, file), 'utf8'));
  return imported?.[1] && path.join(path.dirname(file), `${imported[1]}.tsx`);
};

/**
 * The screens' stories and docs files, each docs page before its stories, in the order
 * Storybook should list them: the flow's (flows/views/flow-order). Storybook keeps its files'
 * order where no storySort reorders them, so the sidebar follows the step registry with no list
 * of titles kept by hand.
 */
export function screenFilesInFlowOrder(): string[] {
  const order = screenTitlesInFlowOrder(STEP_ENTRIES);
  const rank = (title: string | undefined) => {
    const at = title === undefined ? -1 : order.indexOf(title);
    return at === -1 ? order.length : at;
  };
  const stories = globSync('design-system/screens/**/*.stories.tsx', { cwd: root }).map((file) => ({
    file,
    rank: rank(titleOf(file)),
    docs: 0,
  }));
  const docs = globSync('design-system/screens/**/*.mdx', { cwd: root }).map((file) => ({
    file,
    rank: stories.find((entry) => entry.file === storiesOfDocs(file))?.rank ?? order.length,
    docs: -1,
  }));
  return [...stories, ...docs]
    .filter((entry) => entry.rank < order.length)
    .sort((a, b) => a.rank - b.rank || a.docs - b.docs)
    .map((entry) => `../${entry.file}`);
}

/** Storybook's slug of a title part, as the Steps section files are named. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The Steps section's files (one per section of the flow), in the flow's order of sections. */
export function stepFilesInFlowOrder(): string[] {
  return [...new Set(STEP_ENTRIES.map((entry) => entry.section))].map(
    (section) => `../flows/views/stories/steps-${slug(section)}.stories.tsx`,
  );
}

/** Each Steps section file's steps, in the registry's order: main.ts writes their stories. */
export function stepsOfStepFiles(): Record<string, string[]> {
  const files = stepFilesInFlowOrder();
  return Object.fromEntries(
    files.map((file) => [
      file,
      [
        ...new Set(
          STEP_ENTRIES.filter(
            (entry) => `../flows/views/stories/steps-${slug(entry.section)}.stories.tsx` === file,
          ).map((entry) => entry.step),
        ),
      ],
    ]),
  );
}

// Run as a script (by main.ts), it prints the files in order and the Steps files' steps.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  process.stdout.write(
    JSON.stringify({
      files: [...screenFilesInFlowOrder(), ...stepFilesInFlowOrder()],
      steps: stepsOfStepFiles(),
    }),
  );
}
