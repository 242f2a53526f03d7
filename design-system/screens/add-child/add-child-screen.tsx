import * as React from 'react';
import { ADD_CHILD_EN } from '../../../vocabulary/messages/add-child.en';
import { Message, useFormat } from '../../lib/format';
// One MM/DD/YYYY formatter for every date-of-birth field (design-system/lib/input-format).
import { formatDob } from '../../lib/input-format';
import { useText } from '../../lib/text';
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
  const say = useText(ADD_CHILD_EN);
  const format = useFormat(ADD_CHILD_EN);
  return (
    <QuestionPage
      heading={say(several ? 'addChild.headingSeveral' : 'addChild.heading')}
      lead={say('addChild.lead')}
      fieldErrors={fieldErrors}
      {...frame}
    >
      {displayDisclaimer ? (
        <Alert tone="info">
          {say(requireChildDateOfBirth ? 'addChild.disclaimerWithDob' : 'addChild.disclaimer')}
        </Alert>
      ) : null}
      {childrenInfo.map((child, index) => (
        // The card is a wrapper: padding on the fieldset itself would leave the legend on its edge.
        // biome-ignore lint/suspicious/noArrayIndexKey: children are positions in the form.
        <div key={index} className="rounded-xl bg-white p-4 shadow-card">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-3 text-lg font-bold text-ink-900">
              {format('addChild.child', { number: index + 1 })}
            </legend>
            {/* autocomplete off: the browser would offer the parent's own name and birthday. */}
            <TextField
              id={childFieldId(index, 'firstName')}
              label={say('addChild.firstName')}
              autoComplete="off"
              value={child.firstName}
              error={fieldErrors[childFieldId(index, 'firstName')]}
              onChange={(event) => update(index, { firstName: event.target.value })}
            />
            {requireChildDateOfBirth ? (
              <TextField
                id={childFieldId(index, 'dob')}
                label={say('addChild.dob')}
                hint={say('addChild.dobHint')}
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
                  <Message
                    source={ADD_CHILD_EN}
                    id="addChild.remove"
                    values={{
                      which: (
                        <span className="sr-only">
                          {format('addChild.removeWhich', { number: index + 1 })}
                        </span>
                      ),
                    }}
                  />
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
            <span aria-hidden="true">+</span> {say('addChild.addAnother')}
          </Button>
        </div>
      ) : null}
    </QuestionPage>
  );
}
