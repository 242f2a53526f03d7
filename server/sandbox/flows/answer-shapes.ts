import * as z from 'zod/mini';
import { text } from '../../../flows/services/contract/fields';
import { parseWith } from '../../http/validate';
import type { Question, QuestionKind } from './types';

/**
 * The JSON shape each question kind takes, checked before any handler reads the value. Handlers
 * turn values into text (String(value), templates, Number(value)): an object carrying its own
 * `toString` or `valueOf` key would throw there, and free text would be kept as whatever JSON
 * was sent. The rules of spec section 5 stay in the handlers, which answer a flow error in the
 * catalogue's words; a shape no client sends is a malformed request (400).
 *
 * Bounds are generous where a handler checks the content (a person's typo must still get the
 * handler's words), and tight for free text, which is kept as sent.
 */
const field = text(1024);
const freeText = text(100);
// Every field of an object answer is optional here: a missing one gets the handler's words.
const object = (fields: string[]) =>
  z.object(Object.fromEntries(fields.map((name) => [name, z.optional(field)])));

const password = z.union([field, object(['password', 'confirmPassword'])]);
const child = object(['firstName', 'dob', 'phoneNumber']);

/** @internal */
export const ANSWER_SHAPES: Record<QuestionKind, z.ZodMiniType> = {
  email: field,
  password,
  password_and_confirm: password,
  name: field,
  date_of_birth: field,
  address: object(['street', 'city', 'state', 'zip']),
  plan: z.union([field, object(['pricingPlanName'])]),
  // The number of children is a family rule (ERR_TOO_MANY_CHILDREN at the field), not a shape.
  child: z.union([z.array(child), child]),
  identity: z.union([field, object(['ssn'])]),
  kba: field,
  funding_account: object([
    'type',
    'paymentMethodNonce',
    'lastFour',
    'routingNumber',
    'accountNumber',
    'publicToken',
    'accountId',
  ]),
  amount: z.union([z.number(), field]),
  text: freeText,
  phone: z.union([field, object(['firstName', 'phoneNumber'])]),
  choice: z.union([z.boolean(), z.object({ creditAccepted: z.optional(z.boolean()) })]),
  // Finished with POST /complete, never answered: nothing may be kept under its name.
  complete: z.never(),
};

/**
 * The answers to a group's questions, each checked against its kind's shape, with only the
 * declared fields of object answers kept; a wrong shape is 400 ERR_INVALID_REQUEST naming
 * `answers.<question>`.
 */
export function shapeAnswers(
  questions: readonly Question[],
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const shape = Object.fromEntries(
    questions.map((question) => [question.name, z.optional(ANSWER_SHAPES[question.kind])]),
  );
  return parseWith(z.object({ answers: z.object(shape) }), { answers }).answers;
}
