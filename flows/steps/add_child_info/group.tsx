import { AddChildScreen } from '../../../design-system/screens/add-child/add-child-screen';
import { screenPage } from '../../shell/screen-page';
import { childrenIntents, childrenView } from './view';

/** add_child_info: the kids who get a card (COPPA toggle: date of birth, disclaimer). */
export default screenPage(AddChildScreen, childrenView, childrenIntents);
