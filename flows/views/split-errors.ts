import type { ViewInput } from './view-input';

/** A step's errors, split as its screen shows them. */
export type SplitErrors = {
  /** A refusal about no single field: the error summary above the form. */
  formError: string | undefined;
  /** Refusals about one field (the server's, or the page's own checks), by field name. */
  fieldErrors: Record<string, string>;
};

/**
 * The errors of a step, split as its screen shows them (question groups add their frame in
 * groupFrame): the page's own checks win over the server's last refusal (they are newer); a server code
 * listed in fieldCodes belongs to that field, any other refusal to the form.
 */
export function splitErrors(
  input: ViewInput,
  step: string,
  fieldCodes: Readonly<Record<string, string>> = {},
): SplitErrors {
  const own = input.form.errors[step];
  if (own && Object.keys(own).length > 0) return { formError: undefined, fieldErrors: { ...own } };
  const { error, errorCode } = input.registration;
  if (!error) return { formError: undefined, fieldErrors: {} };
  const field = errorCode ? fieldCodes[errorCode] : undefined;
  return field
    ? { formError: undefined, fieldErrors: { [field]: error } }
    : { formError: error, fieldErrors: {} };
}
