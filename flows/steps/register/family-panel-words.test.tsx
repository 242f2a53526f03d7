import { describe, expect, it } from 'vitest';
import { markupIn } from '../../../design-system/lib/test-in-language';
import { FamilyPanel } from '../../../design-system/screens/shared/family-panel';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { familyPanelFixtures as f } from './family-panel-fixtures';
import { familyPanelView } from './family-panel-view';

/** The panel of a state as its text, in English or in Spanish. */
const panel = ({ input }: StateFixture, locale?: 'es') => {
  const shown = <FamilyPanel {...familyPanelView(input)} />;
  return markupIn(shown, locale)
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]*>/g, '|')
    .replace(/\|+/g, '|');
};

describe('the family panel', () => {
  it('sums up in English as before', () => {
    expect(panel(f.start)).toBe(
      '|Your family account so far|Plan|Not chosen yet|Children|None added yet|Have these at hand|Your home address and date of birth|Your Social Security number, to confirm who you are|Your bank login, or a debit card|Need help?|Call us at 1-888-483-2645.|',
    );
    expect(panel(f.planAndChildren)).toContain('|Plan|Max, $9.98/mo|Children|2 children added|');
    expect(panel(f.teen)).toBe('|Need help?|Call us at 1-888-483-2645.|');
  });

  it('speaks Spanish on a Spanish page, the fee as es-US writes money', () => {
    expect(panel(f.start, 'es')).toBe(
      '|Tu cuenta familiar hasta ahora|Plan|Aún no lo eliges|Hijos|Aún no agregas ninguno|Ten esto a la mano|Tu domicilio y tu fecha de nacimiento|Tu número de Seguro Social, para confirmar quién eres|Los datos para iniciar sesión en tu banco, o una tarjeta de débito|¿Necesitas ayuda?|Llámanos al 1-888-483-2645.|',
    );
    expect(panel(f.planAndChildren, 'es')).toContain('|Plan|Max, $9.98 al mes|Hijos|2 agregados|');
    expect(markupIn(<FamilyPanel {...familyPanelView(f.teen.input)} />, 'es')).toContain(
      'aria-label="Tu registro"',
    );
  });
});
