import { useSnapshot } from 'valtio';
import { registrationState } from '../../model/registration-state';
import { groupProgress } from '../../steps/register-step';

/** The progress of the current question group (groupId of totalGroupsInFlow). */
export function useGroupProgress() {
  const { groupId, totalGroupsInFlow } = useSnapshot(registrationState);
  return groupProgress(groupId, totalGroupsInFlow);
}
