import { DEBIT_CARD_EN } from '../../../vocabulary/messages/debit-card.en';
import { cn } from '../../lib/cn';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { Field, inputClassName } from '../../primitives/field';
import { Spinner } from '../../primitives/spinner';
import { TextField, type TextFieldProps } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { digitsOnly, formatCardNumber, formatExpiry } from './card-format';

export type DebitCardValues = { cardNumber: string; expiry: string; cvc: string; zip: string };
export type DebitCardField = keyof DebitCardValues;

/**
 * Stable ids: the error summary links to them, and the card provider's hosted fields mount
 * their frames into the elements with these ids.
 */
export const DEBIT_CARD_FIELD_IDS: Record<DebitCardField, string> = {
  cardNumber: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
  zip: 'card-zip',
};

export type DebitCardScreenProps = {
  values: DebitCardValues;
  onValuesChange: (values: DebitCardValues) => void;
  fieldErrors?: Partial<Record<DebitCardField, string>>;
  /** Toggle challengeRequested3dsEnabled (default off): the bank may ask to confirm the card. */
  challengeRequested3dsEnabled?: boolean;
  /** The bank asked for a 3-D Secure check; shown only under the toggle. */
  challengeOpen?: boolean;
  onChallengeCancel?: () => void;
  /**
   * The card provider's hosted fields (Braintree): the screen leaves a labelled slot per field
   * and the provider's frames fill them, so the card number never passes through this page.
   */
  hostedFields?: boolean;
  // formError: e.g. the server's decline text.
} & QuestionFrameProps;

/** Our own input, or the slot a hosted field's frame fills (its frame carries the input). */
function CardField({ hosted, ...props }: TextFieldProps & { id: string; hosted: boolean }) {
  if (!hosted) return <TextField {...props} />;
  return (
    <Field
      label={props.label}
      hint={props.hint}
      error={props.error}
      id={props.id}
      className={props.fieldClassName}
    >
      {(control) => (
        <div
          id={control.id}
          data-slot="hosted-field"
          data-invalid={props.error ? true : undefined}
          className={cn(
            inputClassName,
            'h-12 px-0 data-invalid:border-2 data-invalid:border-danger-700',
          )}
        />
      )}
    </Field>
  );
}

/** Step "save debit card": the card that funds the family account. */
export function DebitCardScreen({
  values,
  onValuesChange,
  fieldErrors = {},
  challengeRequested3dsEnabled = false,
  challengeOpen = false,
  onChallengeCancel,
  hostedFields = false,
  ...frame
}: DebitCardScreenProps) {
  const set = (field: DebitCardField, value: string) =>
    onValuesChange({ ...values, [field]: value });
  const ids = DEBIT_CARD_FIELD_IDS;
  const say = useText(DEBIT_CARD_EN);
  return (
    <QuestionPage
      heading={say('debitCard.heading')}
      lead={say('debitCard.lead')}
      fieldErrors={{
        [ids.cardNumber]: fieldErrors.cardNumber,
        [ids.expiry]: fieldErrors.expiry,
        [ids.cvc]: fieldErrors.cvc,
        [ids.zip]: fieldErrors.zip,
      }}
      {...frame}
      continueLabel={say('debitCard.save')}
    >
      <div className="flex flex-col gap-2">
        <CardField
          id={ids.cardNumber}
          hosted={hostedFields}
          label={say('debitCard.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          spellCheck={false}
          value={values.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
          error={fieldErrors.cardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <CardField
            id={ids.expiry}
            hosted={hostedFields}
            label={say('debitCard.expiry')}
            hint={say('debitCard.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.target.value))}
            error={fieldErrors.expiry}
          />
          <CardField
            id={ids.cvc}
            hosted={hostedFields}
            label={say('debitCard.cvc')}
            hint={say('debitCard.cvcHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            value={values.cvc}
            onChange={(event) => set('cvc', digitsOnly(event.target.value, 4))}
            error={fieldErrors.cvc}
          />
        </div>
        <CardField
          id={ids.zip}
          hosted={hostedFields}
          label={say('debitCard.zip')}
          autoComplete="postal-code"
          inputMode="numeric"
          value={values.zip}
          onChange={(event) => set('zip', digitsOnly(event.target.value, 5))}
          error={fieldErrors.zip}
          fieldClassName="w-1/2 pr-2"
        />
      </div>
      {challengeRequested3dsEnabled ? (
        <Dialog
          open={challengeOpen}
          onOpenChange={(open) => {
            if (!open) onChallengeCancel?.();
          }}
          title={say('debitCard.challengeTitle')}
          description={say('debitCard.challengeDescription')}
          footer={
            <Button variant="secondary" block onClick={onChallengeCancel}>
              {say('debitCard.challengeCancel')}
            </Button>
          }
        >
          <p role="status" className="flex items-center gap-2 text-base text-ink-700">
            <Spinner /> {say('debitCard.challengeOpening')}
          </p>
        </Dialog>
      ) : null}
    </QuestionPage>
  );
}
