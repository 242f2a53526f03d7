import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../design-system/styles.css';
import { Shell } from './shell';

// index.html already holds the prerendered first screen; hydrating attaches the handlers
// without repainting, so the phone field is usable as soon as this chunk has run.
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Shell />
  </StrictMode>,
  {
    // A mismatch means the prerendered HTML and the first client render disagree: say so loudly.
    onRecoverableError: (error) => console.error('hydration', error),
  },
);
