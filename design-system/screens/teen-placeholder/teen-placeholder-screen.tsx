import {
  TEEN_PLACEHOLDER_EN,
  type TeenPlaceholderMessageId,
} from '../../../vocabulary/messages/teen-placeholder.en';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type TeenPlaceholderScreenProps = {
  /** Whose page it is: a teen waiting for a parent, or an approver at the end of their sign-up. */
  signedUpAs: 'teen' | 'approver';
  /** Back to the start (the phone step), for a parent on the same device. */
  onStartOver: () => void;
};

type Texts = {
  heading: TeenPlaceholderMessageId;
  /** What has (not) happened so far. */
  lead: TeenPlaceholderMessageId;
  /** Who does what next, in order. */
  next: readonly TeenPlaceholderMessageId[];
};

const TEXTS: Record<TeenPlaceholderScreenProps['signedUpAs'], Texts> = {
  teen: {
    heading: 'teenPlaceholder.heading',
    lead: 'teenPlaceholder.lead',
    next: [
      'teenPlaceholder.parentSignsUp',
      'teenPlaceholder.parentAddsYou',
      'teenPlaceholder.parentHere',
    ],
  },
  approver: {
    heading: 'teenPlaceholder.approverHeading',
    lead: 'teenPlaceholder.approverLead',
    next: ['teenPlaceholder.approverLogIn'],
  },
};

/**
 * complete_placeholder: a teen who cannot sign up alone. No form and no Continue: the page
 * says what has happened (nothing yet), who acts next and what the teen can do now.
 */
export function TeenPlaceholderScreen({ signedUpAs, onStartOver }: TeenPlaceholderScreenProps) {
  const say = useText(TEEN_PLACEHOLDER_EN);
  const texts = TEXTS[signedUpAs];
  return (
    <div data-slot="teen-placeholder" className="flex flex-col gap-6">
      <PageHeading lead={say(texts.lead)}>{say(texts.heading)}</PageHeading>
      <section
        aria-labelledby="teen-placeholder-next"
        className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-card"
      >
        <h2 id="teen-placeholder-next" className="text-lg font-bold text-ink-900">
          {say('teenPlaceholder.nextHeading')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-base text-ink-900">
          {texts.next.map((id) => (
            <li key={id}>{say(id)}</li>
          ))}
        </ol>
      </section>
      <Button variant="secondary" block onClick={onStartOver}>
        {say('teenPlaceholder.startOver')}
      </Button>
    </div>
  );
}
