import { useSnapshot } from 'valtio';
import type { RegistrationAnswers } from '../../model/entities';
import { registrationState } from '../../model/registration-state';
import { registrationActions } from '../actions-instance';
import { useGroupProgress } from './use-group-progress';

/**
 * What every question-group container needs: the registration snapshot, the progress bar,
 * whether the answer is on its way, the server's refusal, and a way to send the answers.
 */
export function useGroup() {
  const registration = useSnapshot(registrationState);
  const progress = useGroupProgress();
  return {
    registration,
    progress,
    loading: Boolean(registration.loadingFlags.answer),
    error: registration.error ?? undefined,
    errorCode: registration.errorCode ?? undefined,
    /** Resolves when the server has answered (the next group, or the refusal shown). */
    submit: (answers: RegistrationAnswers) =>
      registrationActions().then((actions) => actions.answer(answers)),
  };
}

/** The server's refusal at a field when its code is about that field, else above the form. */
export function splitError(
  error: string | undefined,
  errorCode: string | undefined,
  fieldCodes: Record<string, string>,
): { fieldErrors: Record<string, string>; formError: string | undefined } {
  const field = errorCode ? fieldCodes[errorCode] : undefined;
  if (error && field) return { fieldErrors: { [field]: error }, formError: undefined };
  return { fieldErrors: {}, formError: error };
}
