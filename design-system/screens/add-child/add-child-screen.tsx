import * as React from 'react';
// One MM/DD/YYYY formatter for every date-of-birth field (design-system/lib/input-format).
import { formatDob } from '../../lib/input-format';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

export type ChildInfo = { firstName: string /** MM/DD/YYYY */; dob: string };

/** Stable ids per child and field: the error summary links to them. */
export const childFieldId = (index: number, field: keyof ChildInfo) =>
  `child-${index + 1}-${field === 'firstName' ? 'first-name' : 'dob'}`;

export type AddChildScreenProps = {
  /** One entry per child being added; at least one. */
  childrenInfo: ChildInfo[];
  onChildrenInfoChange: (childrenInfo: ChildInfo[]) => void;
  /** COPPA toggle requireChildDateOfBirth: ask each child's date of birth too. */
  requireChildDateOfBirth?: boolean;
  /** COPPA toggle displayDisclaimer: say why the child's details are collected. */
  displayDisclaimer?: boolean;
  /** How many children one family may add here. */
  maxChildren?: number;
  /** Keyed by childFieldId(index, field). */
  fieldErrors?: Record<string, string | undefined>;
} & QuestionFrameProps;

const EMPTY_CHILD: ChildInfo = { firstName: '', dob: '' };

/** Add child (add_child_info): the kids who get a card, by first name. */
export function AddChildScreen({
  childrenInfo,
  onChildrenInfoChange,
  requireChildDateOfBirth = false,
  displayDisclaimer = false,
  maxChildren = 5,
  fieldErrors = {},
  ...frame
}: AddChildScreenProps) {
  // After "Add another child" or "Remove", the keyboard goes where the person would look next
  // instead of staying on a button that moved or vanished.
  const focusNext = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const update = (index: number, patch: Partial<ChildInfo>) =>
    onChildrenInfoChange(
      childrenInfo.map((child, i) => (i === index ? { ...child, ...patch } : child)),
    );
  const several = childrenInfo.length > 1;
  return (
    <QuestionPage
      heading={several ? 'Add your kids' : 'Add your child'}
      lead="Each child gets their own card. You can add more kids later in the app."
      fieldErrors={fieldErrors}
      {...frame}
    >
      {displayDisclaimer ? (
        <Alert tone="info">
          We ask for your child's first name
          {requireChildDateOfBirth ? ' and date of birth' : ''} only to set up their account and
          card. As their parent or guardian, you control this information and can ask us to delete
          it at any time.
        </Alert>
      ) : null}
      {childrenInfo.map((child, index) => (
        // The card is a wrapper: padding on the fieldset itself would leave the legend on its edge.
        // biome-ignore lint/suspicious/noArrayIndexKey: children are positions in the form.
        <div key={index} className="rounded-xl bg-white p-4 shadow-card">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-3 text-lg font-bold text-ink-900">Child {index + 1}</legend>
            {/* autocomplete off: the browser would offer the parent's own name and birthday. */}
            <TextField
              id={childFieldId(index, 'firstName')}
              label="First name"
              autoComplete="off"
              value={child.firstName}
              error={fieldErrors[childFieldId(index, 'firstName')]}
              onChange={(event) => update(index, { firstName: event.target.value })}
            />
            {requireChildDateOfBirth ? (
              <TextField
                id={childFieldId(index, 'dob')}
                label="Date of birth"
                hint="MM/DD/YYYY"
                autoComplete="off"
                inputMode="numeric"
                value={child.dob}
                error={fieldErrors[childFieldId(index, 'dob')]}
                onChange={(event) => update(index, { dob: formatDob(event.target.value) })}
              />
            ) : null}
            {index > 0 ? (
              <div>
                <Button
                  variant="link"
                  onClick={() => {
                    focusNext.current = childFieldId(index - 1, 'firstName');
                    onChildrenInfoChange(childrenInfo.filter((_, i) => i !== index));
                  }}
                >
                  Remove<span className="sr-only"> child {index + 1}</span>
                </Button>
              </div>
            ) : null}
          </fieldset>
        </div>
      ))}
      {childrenInfo.length < maxChildren ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              focusNext.current = childFieldId(childrenInfo.length, 'firstName');
              onChildrenInfoChange([...childrenInfo, EMPTY_CHILD]);
            }}
          >
            <span aria-hidden="true">+</span> Add another child
          </Button>
        </div>
      ) : null}
    </QuestionPage>
  );
}
