import type * as React from 'react';
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
  return (
    <div className="flex flex-col gap-6">
      <Alert
        tone="warning"
        title="Check your home address"
        action={
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Button variant="link" onClick={onEdit}>
              Edit address
            </Button>
            <Button variant="link" disabled={busy} onClick={onKeep}>
              It's correct
            </Button>
          </div>
        }
      >
        {message}
      </Alert>
      {children}
    </div>
  );
}
