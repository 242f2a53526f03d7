import { CancelAgeScreen } from '../../../design-system/screens/cancel-age/cancel-age-screen';
import { screenPage } from '../../containers/screen-page';
import { cancelAgeIntents, cancelAgeView } from './view';

/** cancel_age. */
export default screenPage(CancelAgeScreen, cancelAgeView, cancelAgeIntents);
