// The Lighthouse bench's floor (scripts/bench-lighthouse.ts): React 19 and react-dom rendering
// one heading, built by the app's Vite and plugin-react and served by the real server.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Hello, world</h1>
  </main>,
);
