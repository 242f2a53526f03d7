import { useSnapshot } from 'valtio';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { clientConfig } from '../platform/page-config';
import { togglesState } from '../platform/toggles-state';
import type { ViewInput } from '../views/view-input';

/** The snapshots a view-model reads; a container re-renders when any of them changes. */
export function useViewInput(): ViewInput {
  const registration = useSnapshot(registrationState);
  const user = useSnapshot(userState);
  const form = useSnapshot(formState);
  const { toggles, addChildCoppa } = useSnapshot(togglesState);
  return {
    registration,
    user,
    form,
    toggles,
    addChildCoppa,
    config: clientConfig(),
    now: Date.now(),
  };
}
