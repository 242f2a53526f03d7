import type { NextStep } from '../../rules/next-steps';
import type { FlowEdge } from '../flow-map';
import type { StepEntry } from '../step-registry';

const COLUMN = 210;
const ROW = 64;
const NODE = { width: 170, height: 40 };

/** Storybook's id of a title: lower case, anything else than letters and digits a hyphen. */
const storyId = (title: string, story: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${story}`;

/** The Steps story a node opens: its own entry, or for register the first question group. */
function linkOf(step: NextStep, entries: readonly StepEntry[]): string | undefined {
  const entry =
    entries.find((candidate) => candidate.step === step) ??
    (step === 'register'
      ? entries.find((candidate) => candidate.step.startsWith('set_'))
      : undefined);
  return entry
    ? `?path=/story/${storyId(`Steps/${entry.section}/${entry.step}`, 'state')}`
    : undefined;
}

/**
 * The next-step graph of spec section 4, laid out in columns by distance from the phone step.
 * Drawn from flowEdges (the rules' own answers); each step links to its stories.
 */
export function FlowMap({
  edges,
  layers,
  entries,
}: {
  edges: readonly FlowEdge[];
  layers: NextStep[][];
  entries: readonly StepEntry[];
}) {
  const at = new Map<NextStep, { x: number; y: number }>();
  for (const [column, layer] of layers.entries()) {
    for (const [row, step] of layer.entries()) {
      at.set(step, { x: 10 + column * COLUMN, y: 10 + row * ROW });
    }
  }
  const width = 20 + layers.length * COLUMN;
  const height = 20 + Math.max(...layers.map((layer) => layer.length)) * ROW;
  return (
    <div className="flex flex-col gap-8 p-6">
      <h1 className="font-semibold text-2xl text-ink-900">Flow map</h1>
      <p className="max-w-prose text-ink-700">
        Every arrow is what a rule of flows/steps answers for an event of spec section 4
        (flows/views/flow-map.ts). Select a step to open its states.
      </p>
      <figure className="flex flex-col gap-2">
        <figcaption className="text-ink-700 text-sm">
          Next-step graph of the registration flow
        </figcaption>
        <svg width={width} height={height} className="max-w-none">
          <title>Steps of the registration flow and the events between them</title>
          <defs>
            <marker
              id="arrow"
              viewBox="0 0 10 10"
              refX="10"
              refY="5"
              markerWidth="6"
              markerHeight="6"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" className="fill-ink-500" />
            </marker>
          </defs>
          {edges.map((edge) => {
            const from = at.get(edge.from);
            const to = at.get(edge.to);
            if (!from || !to) return null;
            const x1 = from.x + NODE.width;
            const y1 = from.y + NODE.height / 2;
            const x2 = to.x;
            const y2 = to.y + NODE.height / 2;
            const bend = (x1 + x2) / 2;
            return (
              <path
                key={`${edge.from}-${edge.on}`}
                d={`M${x1},${y1} C${bend},${y1} ${bend},${y2} ${x2},${y2}`}
                className="fill-none stroke-ink-300"
                markerEnd="url(#arrow)"
              >
                <title>{`${edge.from} → ${edge.to}: ${edge.on}`}</title>
              </path>
            );
          })}
          {[...at].map(([step, { x, y }]) => {
            const href = linkOf(step, entries);
            const box = (
              <>
                <rect
                  x={x}
                  y={y}
                  width={NODE.width}
                  height={NODE.height}
                  rx={8}
                  className="fill-white stroke-brand-700"
                />
                <text x={x + 12} y={y + 25} className="fill-ink-900 text-sm">
                  {step}
                </text>
              </>
            );
            return href ? (
              <a key={step} href={href} target="_top">
                {box}
              </a>
            ) : (
              <g key={step}>{box}</g>
            );
          })}
        </svg>
      </figure>
      <ul className="flex flex-col gap-1 text-ink-700 text-sm">
        {edges.map((edge) => (
          <li key={`${edge.from}-${edge.on}`}>
            {edge.from} → {edge.to}: {edge.on}
          </li>
        ))}
      </ul>
    </div>
  );
}
