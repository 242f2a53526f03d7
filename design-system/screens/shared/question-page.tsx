import * as React from 'react';
import { useText, useWords } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../primitives/error-summary';
import { PageBusy, PageFrame } from '../../primitives/page-busy';
import { PageHeading } from '../../primitives/page-heading';

type FieldErrors = Record<string, string | undefined>;

export type QuestionPageProps = {
  heading: React.ReactNode;
  /**
   * A page that asks one question: the heading is its label or legend, so the question is not
   * announced twice. headingId names a group of choices (aria-labelledby), labelFor a text
   * control (a label inside the heading).
   */
  headingId?: string;
  labelFor?: string;
  /** A sentence under the heading. */
  lead?: React.ReactNode;
  /** Field id -> message; each becomes a summary link to that field. */
  fieldErrors?: FieldErrors;
  /** A message about the step as a whole, e.g. a server error in the catalogue's words. */
  formError?: string;
  /** A calm message above the form (e.g. 'Calling! Please enter confirmation code below'). */
  notice?: React.ReactNode;
  /**
   * A count within the step that stays true (the identity questions' "Question 1 of 4"),
   * drawn by the screen. The flow as a whole has sections, not a count (docs/decisions/108).
   */
  counter?: React.ReactNode;
  /**
   * A way back of the screen's own (the address check's return to editing); without one the
   * page's history gives it (PageFrame). null: no Back link at all (the login's toggle).
   */
  onBack?: (() => void) | null;
  onContinue?: () => void;
  continueLabel?: string;
  loading?: boolean;
  /** Secondary actions under Continue (skip, resend, log in instead...). */
  secondaryActions?: React.ReactNode;
  children?: React.ReactNode;
};

/** Every step screen takes these and hands them to its frame unchanged; a step's Continue is required. */
export type QuestionFrameProps = Pick<QuestionPageProps, 'onBack' | 'loading' | 'formError'> &
  Required<Pick<QuestionPageProps, 'onContinue'>>;

/**
 * The frame of every step, after GOV.UK's question pages: back link, error summary, the
 * section caption and one heading (which containers focus on step change: data-step-heading),
 * the question, Continue.
 * Errors appear both in the summary (linked) and at their fields.
 */
export function QuestionPage({
  heading,
  headingId,
  labelFor,
  lead,
  fieldErrors = {},
  formError,
  notice,
  counter,
  onBack,
  onContinue,
  continueLabel,
  loading: ownLoading = false,
  secondaryActions,
  children,
}: QuestionPageProps) {
  // Any press on the page (a secondary action's too) shows on its Continue.
  const pageBusy = React.useContext(PageBusy);
  const loading = ownLoading || pageBusy;
  const frame = React.useContext(PageFrame);
  const text = useText();
  const words = useWords();
  const back = onBack === null ? undefined : (onBack ?? frame.back);
  const summary: ErrorSummaryItem[] = [
    ...(formError ? [{ message: formError }] : []),
    ...Object.entries(fieldErrors)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([fieldId, message]) => ({ fieldId, message })),
  ];
  return (
    <form
      noValidate
      aria-busy={loading || undefined}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) onContinue?.();
      }}
    >
      {back ? (
        <div>
          <Button variant="link" onClick={back} className="text-base">
            <span aria-hidden="true">←</span> {text('page.back')}
          </Button>
        </div>
      ) : null}
      {counter}
      <ErrorSummary errors={summary} />
      <PageHeading lead={lead} id={headingId} labelFor={labelFor} caption={frame.section}>
        {heading}
      </PageHeading>
      {notice ? (
        <Alert tone="success">{typeof notice === 'string' ? words(notice) : notice}</Alert>
      ) : null}
      {children}
      {onContinue || secondaryActions ? (
        <div className="flex flex-col gap-4">
          {onContinue ? (
            <Button type="submit" block loading={loading}>
              {continueLabel ?? text('page.continue')}
            </Button>
          ) : null}
          {secondaryActions ? (
            <div className="flex flex-col items-center gap-3">{secondaryActions}</div>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
