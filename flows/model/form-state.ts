import { proxy } from 'valtio/vanilla';
import type { Sentence } from '../../vocabulary/messages/sentence';

/**
 * What a person has typed or picked on the current page and not yet sent, and the errors the
 * page's own checks found, keyed by the step (or question group) that owns the form. The
 * screens stay display-only and the view-models stay pure because the form's values live here,
 * written by flows/actions/form-actions only.
 */
export type FormState = {
  drafts: Record<string, Record<string, unknown>>;
  /**
   * Field-level errors of the page's own checks, by field id; cleared by the next edit. A
   * check that says its limit is a MessageRef, worded by the page in its language.
   */
  errors: Record<string, Record<string, Sentence>>;
};

export const initialFormState = (): FormState => ({ drafts: {}, errors: {} });

export const formState = proxy<FormState>(initialFormState());
