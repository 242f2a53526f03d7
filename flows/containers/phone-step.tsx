import { PhoneEntryScreen } from '../../design-system/screens/phone-entry/phone-entry-screen';
import { phoneIntents, phoneView } from '../views/phone-view';
import { stepActions } from './step-actions-instance';
import { useViewInput } from './use-view-input';

const intents = phoneIntents(stepActions);

/** phone: the first page for everyone (prerendered). */
export function PhoneStep() {
  return <PhoneEntryScreen {...phoneView(useViewInput())} {...intents} />;
}
