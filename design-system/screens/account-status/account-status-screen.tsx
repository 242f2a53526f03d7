import {
  ACCOUNT_STATUS_EN,
  type AccountStatusMessageId,
} from '../../../vocabulary/messages/account-status.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { useFormat, useSentence } from '../../lib/format';
import { type TextId, useText } from '../../lib/text';
import { Button, buttonVariants } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type AccountStatusScreenProps = {
  /** The next-step value that led here. */
  status: 'deactivated' | 'invalidated';
  heading: TextId<typeof ACCOUNT_STATUS_EN>;
  /** Why: the words of the error catalogue (spec section 8) where it has them, else the page's. */
  text: Sentence<AccountStatusMessageId>;
  /** Customer support's number, to call where the text asks for a call. */
  supportPhone?: { display: string; href: string };
  /** Invalidated: confirm the number again (a new access request). */
  onContinue: () => void;
  /** Back to the start. */
  onStartOver: () => void;
};

/** Account deactivated or invalidated: nothing to fill in, only what to do next. */
export function AccountStatusScreen({
  status,
  heading,
  text,
  supportPhone,
  onContinue,
  onStartOver,
}: AccountStatusScreenProps) {
  const say = useText(ACCOUNT_STATUS_EN);
  const format = useFormat(ACCOUNT_STATUS_EN);
  const sentence = useSentence(ACCOUNT_STATUS_EN);
  const frame = useText();
  return (
    <div data-slot="account-status" data-status={status} className="flex flex-col gap-6">
      <PageHeading lead={sentence(text)}>{say(heading)}</PageHeading>
      <div className="flex flex-col items-center gap-3">
        {supportPhone ? (
          // A real tel: link, so a phone dials it and a desktop offers its calling app.
          <a href={supportPhone.href} className={buttonVariants({ block: true })}>
            {format('accountStatus.call', { number: supportPhone.display })}
          </a>
        ) : null}
        {status === 'invalidated' ? (
          <Button block onClick={onContinue}>
            {frame('page.continue')}
          </Button>
        ) : null}
        <Button variant="link" onClick={onStartOver}>
          {say('accountStatus.startOver')}
        </Button>
      </div>
    </div>
  );
}
