import type * as React from 'react';
import { LEGAL_EN } from '../../../vocabulary/messages/legal.en';
import { useText, useWords } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';

export type AddressCheckNoticeProps = {
  /** Why the postal check could not confirm the address, in the server's words. */
  message: string;
  /** Keeping the address is on its way. */
  busy: boolean;
  onEdit: () => void;
  onKeep: () => void;
  /** The page the notice stands over (the register step's "One last check"). */
  children?: React.ReactNode;
};

/**
 * An address the postal check could not confirm waits as an unresolved error
 * (uspsValidationUnblock): the person fixes it in place or keeps it, without losing their place.
 */
export function AddressCheckNotice({
  message,
  busy,
  onEdit,
  onKeep,
  children,
}: AddressCheckNoticeProps) {
  const say = useText(LEGAL_EN);
  const words = useWords();
  return (
    <div className="flex flex-col gap-6">
      <Alert
        tone="warning"
        title={say('legal.checkAddress')}
        action={
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Button variant="link" onClick={onEdit}>
              {say('legal.editAddress')}
            </Button>
            <Button variant="link" disabled={busy} onClick={onKeep}>
              {say('legal.keepAddress')}
            </Button>
          </div>
        }
      >
        {words(message)}
      </Alert>
      {children}
    </div>
  );
}
