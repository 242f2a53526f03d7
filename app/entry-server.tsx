import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { setLayoutType } from '../flows/actions/entry-actions';
import type { LayoutType } from '../vocabulary/domain';
import { Shell } from './shell';

/** Build-time render of the first screen, inlined into index.html by scripts/prerender.ts. */
export function render(layoutType: LayoutType): string {
  setLayoutType(layoutType);
  return renderToString(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
