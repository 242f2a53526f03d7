import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { LayoutType } from '../design-system/primitives/layout';
import { registrationState } from '../flows/model/registration-state';
import { Shell } from './shell';

/** Build-time render of the first screen, inlined into index.html by scripts/prerender.ts. */
export function render(layoutType: LayoutType): string {
  registrationState.layoutType = layoutType;
  return renderToString(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
