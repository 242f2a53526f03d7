import { CompletionScreen } from '../../../design-system/screens/completion/completion-screen';
import { screenPage } from '../../shell/screen-page';
import { completionIntents, completionView } from './view';

/** complete, complete_child and complete_placeholder. */
export default screenPage(CompletionScreen, completionView, completionIntents);
