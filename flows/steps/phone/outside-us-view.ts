import type { OutsideUsScreenProps } from '../../../design-system/screens/outside-us/outside-us-screen';
import { SUPPORT_PHONE } from '../../rules/contact';
import type { ViewInput, ViewOf } from '../../views/view-input';

/** preventNonUSTimezones and a browser zone outside the US: the phone step is not offered. */
export function outsideUsView(input: ViewInput): ViewOf<OutsideUsScreenProps> {
  return {
    timeZone: input.registration.outsideUsTimeZone ?? '',
    support: { display: SUPPORT_PHONE.display, href: SUPPORT_PHONE.tel },
  };
}
