import { startTransition, StrictMode } from 'react';
import { askGuestTokenEarly } from './api/earlyGuest';

/** Resolves in a task of its own: the browser may paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page starts in steps, each evaluated in a task of its own: React's renderer, the theme
 * (with Chakra's style system), the tab's actors, then the app. As one module graph they were
 * one long task, in which a page on a slow phone could not answer a tap for a while. Every
 * step's chunk is fetched with the page (modulepreload links, build/bootPreloads.ts), so
 * the steps add no round trip; vite.config.ts keeps each step's code in chunks of its own
 * (build/bootModules.ts).
 */
async function start(): Promise<void> {
  askGuestTokenEarly();
  const { createRoot } = await import('./boot/renderer');
  await nextTask();
  await import('./boot/theme');
  await nextTask();
  (await import('./boot/actors')).startActors();
  await nextTask();
  const { App } = await import('./app/App');
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in small slices.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
