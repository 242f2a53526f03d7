import { FamilyPanel } from '../../../design-system/screens/shared/family-panel';
import { useViewInput } from '../../hooks/use-view-input';
import { familyPanelView } from './family-panel-view';

/** The register step's side panel (shown on wide screens only; design-system/styles.css). */
export function FamilyPanelContainer() {
  return <FamilyPanel {...familyPanelView(useViewInput())} />;
}
