import { FamilyPanel } from '../../design-system/screens/shared/family-panel';
import { familyPanelView } from '../views/family-panel-view';
import { useViewInput } from './use-view-input';

/** The register step's side panel (shown on wide screens only; design-system/styles.css). */
export function FamilyPanelContainer() {
  return <FamilyPanel {...familyPanelView(useViewInput())} />;
}
