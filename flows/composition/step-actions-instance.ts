import { editDraft, showFieldErrors } from '../actions/form-actions';
import { typePhoneNumber } from '../actions/phone-entry-actions';
import type { StepActions } from '../actions/step-actions';
import { clientConfig } from '../platform/page-config';
import { fundingSet, linkSet, registrationSet, sessionSet } from './actions-instance';
import { phoneSet } from './phone-actions-instance';

/** The page's one StepActions, handed to every step's intents by its container. */
export const stepActions: StepActions = {
  editDraft,
  showFieldErrors,
  // The session set's: the start-over rules stay out of the first screen's chunk.
  startOver: () => void sessionSet.methods.startOver(),
  registration: registrationSet.methods,
  session: sessionSet.methods,
  link: linkSet.methods,
  funding: fundingSet.methods,
  typePhoneNumber,
  phone: phoneSet.methods,
  leaveForProviderHome: () => window.location.assign(clientConfig().providerHomeUrl),
};
