import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startIdleSession } from './live/idleSession';
import { startInspectorIfAsked } from './live/inspector';
import { startIdentity } from './live/session';

startInspectorIfAsked();
startIdentity();
startIdleSession();

// A transition lets React render the first page in small slices, so the main thread stays
// responsive while it builds (no long task on a slow phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
