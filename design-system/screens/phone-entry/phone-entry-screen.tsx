import type * as React from 'react';
import { Button } from '../../primitives/button';
import { PhoneField } from '../../primitives/phone-field';

export type PhoneEntryScreenProps = {
  phoneNumber: string;
  onPhoneNumberChange: (formatted: string) => void;
  onContinue: () => void;
  loading?: boolean;
  /** A message about the number itself, shown under the field. */
  error?: string;
};

export const PHONE_FIELD_ID = 'phone-number';

/** The first step for everyone: parents, teens and approvers start with a mobile number. */
export function PhoneEntryScreen({
  phoneNumber,
  onPhoneNumberChange,
  onContinue,
  loading = false,
  error,
}: PhoneEntryScreenProps) {
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={loading}>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink-900" tabIndex={-1} data-step-heading>
          Let's get started
        </h1>
        <p className="text-base text-ink-700">
          Sign up or log in with your mobile number. We'll text you a 6-digit code to confirm it's
          you.
        </p>
      </div>
      <PhoneField
        id={PHONE_FIELD_ID}
        label="Mobile number"
        hint="US numbers only. Message and data rates may apply."
        value={phoneNumber}
        onValueChange={onPhoneNumberChange}
        error={error}
        autoFocus={false}
      />
      <Button type="submit" block loading={loading}>
        Continue
      </Button>
    </form>
  );
}
