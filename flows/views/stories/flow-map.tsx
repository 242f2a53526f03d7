import type * as React from 'react';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import type { NextStep } from '../../rules/next-steps';
import { pageOf, type RegisteredStep, stepOf } from '../../steps/registry';
import type { FlowEdge } from '../flow-map';
import type { StepEntry } from '../step-registry';
import { StepInState } from './step-stories';

const COLUMN = 300;
const ROW = 64;
const NODE = { width: 260, height: 48 };

/** Storybook's id of a title: lower case, anything else than letters and digits a hyphen. */
const storyId = (title: string, story: string) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}--${story}`;

/** A page as a family sees it: the title of its screen's stories (their last part). */
const pageName = (entry: StepEntry) => entry.screenStories.split('/').at(-1) ?? entry.step;

/** A step's story in its section's file (flows/views/stories/steps-*.stories.tsx). */
const stateStory = (entry: StepEntry) =>
  storyId(`Steps/${entry.section}`, entry.step.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

/**
 * The pages a step shows: those with a state standing at it (the register step holds every
 * question page, in flow order), else its own entry, else the entry of the step whose page the
 * registry says it shows (confirm_code shows the code page). A step that shows another step's
 * page in a state of its own (invalidated, complete_child) is found by its states.
 */
function pagesOf(step: NextStep, entries: readonly StepEntry[]): StepEntry[] {
  const standing = entries.filter((entry) =>
    Object.values(entry.fixtures).some((fixture) => fixture.input.user.nextRegStep === step),
  );
  if (standing.length > 0) return standing;
  const shown = stepOf(step) ? pageOf(step as RegisteredStep) : step;
  const own = entries.find((entry) => entry.step === shown);
  return own ? [own] : [];
}

/** Inside the manager, the preview is its iframe: a link there resolves against the manager. */
const inManager = () => typeof window !== 'undefined' && window.top !== window;

/**
 * The manager's address of a story, so a link opened in a new tab (or copied) shows the story in
 * the manager; relative to the preview iframe it would open a bare preview page instead.
 */
function storyHref(id: string): string {
  try {
    if (inManager() && window.top) {
      return new URL(`?path=/story/${id}`, window.top.location.href).href;
    }
  } catch {
    // A manager on another origin: the preview's own page of the story.
  }
  return `?id=${id}&viewMode=story`;
}

/** A plain click asks the manager to select the story, as its sidebar does: no reload. */
function selectInManager(event: React.MouseEvent, id: string) {
  if (!inManager() || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
    return;
  }
  event.preventDefault();
  addons.getChannel().emit(SELECT_STORY, { storyId: id });
}

/** A thumbnail's scale: a 375 px phone column drawn 94 px wide. */
const THUMB_SCALE = 0.25;

/**
 * A page as it looks in its first state, drawn small: the same screen, view-model and fixture
 * its story renders. Inert and hidden from assistive technology (its link names it), so its
 * fields take no focus and a screen reader hears each page once.
 */
function Thumbnail({ entry }: { entry: StepEntry }) {
  const state = Object.keys(entry.fixtures)[0];
  return (
    <div
      aria-hidden="true"
      inert
      data-thumbnail={entry.step}
      className="pointer-events-none h-[200px] w-[94px] overflow-hidden rounded border border-ink-200 bg-white"
    >
      <div className="w-[375px] origin-top-left" style={{ transform: `scale(${THUMB_SCALE})` }}>
        {state ? <StepInState step={entry.step} state={state} globals={{}} /> : null}
      </div>
    </div>
  );
}

/** The register step is no page of its own: it is the server's questions, one page each. */
const QUESTIONS_NAME = 'Registration questions';

/**
 * The next-step graph of spec section 4, laid out in columns by distance from the phone step.
 * Drawn from flowEdges (the rules' own answers); each step is named by its page and opens it
 * in the manager, and the register step lists every question page it holds.
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
  const pages = new Map([...at.keys()].map((step) => [step, pagesOf(step, entries)]));
  const nameOf = (step: NextStep) => {
    // The register step and the steps that resume its flow are the server's questions.
    if (stepOf(step)?.kind === 'flow') return QUESTIONS_NAME;
    const first = pages.get(step)?.[0];
    return first ? pageName(first) : step;
  };
  // Two steps can show one page in different states (deactivated and invalidated accounts):
  // such a step is told apart by the name of its first state there.
  const stateOf = (step: NextStep) => {
    const first = pages.get(step)?.[0];
    const shared = [...pages.keys()].some(
      (other) => other !== step && pages.get(other)?.[0] === first,
    );
    if (!first || !shared) return undefined;
    return Object.values(first.fixtures).find((fixture) => fixture.input.user.nextRegStep === step)
      ?.name;
  };
  const fullName = (step: NextStep) => {
    const state = stateOf(step);
    return state ? `${nameOf(step)} (${state})` : nameOf(step);
  };
  const width = 20 + layers.length * COLUMN;
  const height = 20 + Math.max(...layers.map((layer) => layer.length)) * ROW;
  return (
    <div className="flex flex-col gap-8 p-6">
      <h1 className="font-semibold text-2xl text-ink-900">Flow map</h1>
      <p className="max-w-prose text-ink-700">
        Every step of signing up and logging in, and what takes a family from one to the next.
        Select a step to open its page; the list below the map has every page a step can show.
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
                <title>{`${fullName(edge.from)} → ${fullName(edge.to)}: ${edge.on}`}</title>
              </path>
            );
          })}
          {[...at].map(([step, { x, y }]) => {
            const first = pages.get(step)?.[0];
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
                <text x={x + 12} y={y + (stateOf(step) ? 20 : 29)} className="fill-ink-900 text-sm">
                  {nameOf(step)}
                  {stateOf(step) ? (
                    <tspan x={x + 12} dy={16} className="fill-ink-700 text-xs">
                      {stateOf(step)}
                    </tspan>
                  ) : null}
                </text>
              </>
            );
            if (!first) return <g key={step}>{box}</g>;
            const id = stateStory(first);
            return (
              <a
                key={step}
                href={storyHref(id)}
                target="_top"
                data-step={step}
                onClick={(event) => selectInManager(event, id)}
              >
                {box}
              </a>
            );
          })}
        </svg>
      </figure>
      <section aria-labelledby="flow-map-pages" className="flex flex-col gap-2">
        <h2 id="flow-map-pages" className="font-semibold text-ink-900 text-lg">
          The pages of each step
        </h2>
        <ul className="flex flex-col gap-2 text-ink-700 text-sm">
          {[...pages].map(([step, shown]) =>
            shown.length > 0 ? (
              <li key={step}>
                <span className="font-semibold text-ink-900">{fullName(step)}:</span>{' '}
                {shown.map((entry, index) => {
                  const id = stateStory(entry);
                  // One screen can ask two questions (email, then password): number the repeats.
                  const repeat = shown
                    .slice(0, index)
                    .filter((before) => pageName(before) === pageName(entry)).length;
                  return (
                    <span key={entry.step}>
                      {index > 0 ? ', ' : ''}
                      <a
                        href={storyHref(id)}
                        target="_top"
                        className="text-brand-700 underline underline-offset-2"
                        onClick={(event) => selectInManager(event, id)}
                      >
                        {repeat > 0 ? `${pageName(entry)} (${repeat + 1})` : pageName(entry)}
                      </a>
                    </span>
                  );
                })}
              </li>
            ) : null,
          )}
        </ul>
      </section>
      <section aria-labelledby="flow-map-thumbnails" className="flex flex-col gap-2">
        <h2 id="flow-map-thumbnails" className="font-semibold text-ink-900 text-lg">
          What each page looks like
        </h2>
        <ul className="flex flex-wrap gap-4">
          {[...new Set([...pages.values()].flat())].map((entry) => {
            const id = stateStory(entry);
            return (
              <li key={entry.step}>
                <a
                  href={storyHref(id)}
                  target="_top"
                  data-page={entry.step}
                  className="flex w-[94px] flex-col gap-1 text-brand-700 text-xs"
                  onClick={(event) => selectInManager(event, id)}
                >
                  <Thumbnail entry={entry} />
                  {/* Underlined apart: a link's underline would run through the page drawn. */}
                  <span className="underline underline-offset-2">{pageName(entry)}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="flow-map-events" className="flex flex-col gap-2">
        <h2 id="flow-map-events" className="font-semibold text-ink-900 text-lg">
          What leads from one step to the next
        </h2>
        <ul className="flex flex-col gap-1 text-ink-700 text-sm">
          {edges.map((edge) => (
            <li key={`${edge.from}-${edge.on}`}>
              {fullName(edge.from)} → {fullName(edge.to)}: {edge.on}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
