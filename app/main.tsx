import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../design-system/styles.css';
import { embeddedEntry } from '../flows/rules/embedded';
import { Shell } from './shell';

// The server sent the prerendered page for this same layout type (server/static.ts), so the
// first client render matches it and hydration attaches handlers without repainting.
const { layoutType } = embeddedEntry(new URLSearchParams(window.location.search));

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Shell layoutType={layoutType} />
  </StrictMode>,
  {
    // A mismatch means the prerendered HTML and the first client render disagree: say so loudly.
    onRecoverableError: (error) => console.error('hydration', error),
  },
);
