import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Shell } from './shell';

/** Build-time render of the first screen, inlined into index.html by scripts/prerender.ts. */
export function render(): string {
  return renderToString(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
