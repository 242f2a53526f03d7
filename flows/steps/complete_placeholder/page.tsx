import { TeenPlaceholderScreen } from '../../../design-system/screens/teen-placeholder/teen-placeholder-screen';
import { screenPage } from '../../shell/screen-page';
import { teenPlaceholderIntents, teenPlaceholderView } from './view';

/** complete_placeholder. */
export default screenPage(TeenPlaceholderScreen, teenPlaceholderView, teenPlaceholderIntents);
