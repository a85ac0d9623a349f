/**
 * Renders the first states of the site's pages on the server, at build time, and returns the
 * styles Chakra (through Emotion) made for them, as the `<style>` tags Emotion adopts in the
 * browser. Loaded by the build (./plugin.ts) through Vite, so it sees the app's modules as
 * the browser build does.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { queryClient } from '../../src/api/queryClient';
import { App } from '../../src/app/App';
import { DataProvider } from '../../src/app/DataProvider';
import { StyleProviders } from '../../src/app/StyleProviders';
import { DetailSections } from '../../src/views/detail/DetailSections';
import { LoadedHotel } from '../../src/views/detail/LoadedHotel';
import { loadedSampleHotel } from './sampleHotel';
import { styleTags } from './styleTags';

/** What to render for one page file: the app at a path, and any later state of that page. */
export interface PageRender {
  file: string;
  path: string;
  extra?: () => Promise<ReactNode>;
}

const SAMPLE_HOTEL_PATH = '/search-detail/1275339007/3f9a0c1d2e4b5a6c7d8e';

export const pageRenders: readonly PageRender[] = [
  { file: 'index.html', path: '/' },
  { file: 'search-result.html', path: '/search-result?place=1277333&destination=Bengaluru' },
  // The page loads on its own (the review needs the traveller's login): its shell's styles.
  { file: 'review-booking.html', path: '/review-booking/1275339007/1' },
  // The skeleton the route shows first, then a hotel with every section revealed: the sections
  // come in after the answer, when each style Emotion still has to make is a cost on a phone.
  {
    file: 'search-detail.html',
    path: SAMPLE_HOTEL_PATH,
    extra: async () => {
      const { snapshot, hotel, stage } = await loadedSampleHotel();
      return <LoadedHotel snapshot={snapshot} hotel={hotel} stage={stage} send={() => undefined} Sections={DetailSections} />;
    },
  },
];

/** The `<style>` tags of each page file. */
export async function collectPageStyles(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  // Parts that read the screen as they first render (the calendar's month count) see a phone's.
  const hadWindow = 'window' in globalThis;
  if (!hadWindow) Object.assign(globalThis, { window: { matchMedia: phoneMedia } });
  try {
    for (const page of pageRenders) out[page.file] = await pageStyles(page);
  } finally {
    if (!hadWindow) delete (globalThis as { window?: unknown }).window;
    await dropStartedLoads();
  }
  return out;
}

async function pageStyles(page: PageRender): Promise<string> {
  const cache = serverCache();
  const [pathname = '/', search = ''] = page.path.split('?');
  render(cache, <Router ssrPath={pathname} ssrSearch={search}><App /></Router>);
  if (page.extra) {
    const node = await page.extra();
    render(cache, <StyleProviders><DataProvider><Router ssrPath={pathname}>{node}</Router></DataProvider></StyleProviders>);
  }
  return styleTags(cache.key, cache.inserted);
}

/**
 * What the pages started loading as they rendered (a hotel page asks for its hotel at once)
 * fails here, with no server. Once it has, the cache is emptied, which clears its timers, so
 * the build can end.
 */
async function dropStartedLoads(): Promise<void> {
  for (let waited = 0; queryClient.isFetching() > 0 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  queryClient.clear();
}

/** matchMedia as on a phone: no min-width query matches. */
function phoneMedia(media: string) {
  const none = () => undefined;
  return { media, matches: false, addListener: none, removeListener: none, addEventListener: none, removeEventListener: none };
}

/** A cache that keeps every rule it makes (`compat`), instead of writing `<style>` tags into the markup. */
function serverCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function render(cache: EmotionCache, node: ReactNode): void {
  renderToString(<CacheProvider value={cache}>{node}</CacheProvider>);
}
