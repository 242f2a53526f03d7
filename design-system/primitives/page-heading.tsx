import type * as React from 'react';

export type PageHeadingProps = {
  children: React.ReactNode;
  /** The line under the heading. */
  lead?: React.ReactNode;
  /** The heading as the page title and analytics give it, when the visible one names someone. */
  title?: string;
  /** Lets a group of choices name itself by the heading (aria-labelledby). */
  id?: string;
  /**
   * The id of the page's one text control: the heading is its label (GOV.UK question pages),
   * so the question is read once, with the field, and clicking it focuses the field.
   */
  labelFor?: string;
  /** The section of the flow, above the heading (GOV.UK's caption), e.g. "Your plan". */
  caption?: string | undefined;
};

/**
 * A step's heading and its lead. The heading is the one the app focuses on every step change
 * (data-step-heading, reachable by script only: tabIndex -1).
 */
export function PageHeading({ children, lead, title, id, labelFor, caption }: PageHeadingProps) {
  return (
    <div className="flex flex-col gap-2">
      {caption ? <p className="text-base font-medium text-ink-700">{caption}</p> : null}
      <h1
        id={id}
        tabIndex={-1}
        data-step-heading
        data-title={title}
        className="text-2xl font-bold text-ink-900 outline-none"
      >
        {labelFor ? <label htmlFor={labelFor}>{children}</label> : children}
      </h1>
      {lead ? <p className="text-base text-ink-700">{lead}</p> : null}
    </div>
  );
}
