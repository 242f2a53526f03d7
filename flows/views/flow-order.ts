import { STEPS, stepOf } from '../steps/registry';
import type { StepEntry } from './step-registry';

type Placed = Pick<StepEntry, 'step' | 'section' | 'screenStories'>;

const REGISTRY_ORDER: readonly string[] = Object.keys(STEPS);

/** A step's line in the registry: its own, or that of the group its kind of question shows. */
function registryLine(step: string): number | undefined {
  const own = REGISTRY_ORDER.indexOf(step);
  if (own !== -1) return own;
  const byKind = REGISTRY_ORDER.findIndex((name) => stepOf(name)?.questionKind === step);
  return byKind === -1 ? undefined : byKind;
}

/**
 * The screens' story titles in the order a family meets them, for Storybook's sidebar: section
 * by section (as the Steps list first names them), and within a section in the step registry's
 * order, the app's only step table. A state the registry has no line for (a declined card, the
 * address check) stands right after the step listed before it.
 */
export function screenTitlesInFlowOrder(entries: readonly Placed[]): string[] {
  const sections = [...new Set(entries.map((entry) => entry.section))];
  const previous = new Map<string, number>();
  const placed = entries.map((entry, listed) => {
    const line = registryLine(entry.step) ?? previous.get(entry.section) ?? -1;
    previous.set(entry.section, line);
    return { title: entry.screenStories, section: sections.indexOf(entry.section), line, listed };
  });
  placed.sort((a, b) => a.section - b.section || a.line - b.line || a.listed - b.listed);
  return [...new Set(placed.map((entry) => entry.title))];
}
