import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import { screenPage } from '../../shell/screen-page';
import { cancelAgeIntents, cancelAgeView } from './view';

/** cancel_age. */
export default screenPage(CancelAgeScreen, cancelAgeView, cancelAgeIntents);
