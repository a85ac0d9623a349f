/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { bootModules } from './build/bootModules.ts';
import { bootPreloads } from './build/bootPreloads.ts';
import { brandHtml } from './build/brandHtml.ts';
import { mapGeography } from './build/mapGeography.ts';
import { pageStyles } from './build/pageStyles/plugin.ts';
import { precompress } from './build/precompress.ts';
import { CSP_NONCE_PLACEHOLDER } from './server/http/cspNonce.ts';
import { routePages } from './build/routePages.ts';
import { paths, routePrefix } from './contract/paths.ts';

const apiPort = Number(process.env.API_PORT ?? 8081);
/**
 * Only when Vitest reads this file (a build need not load Vitest or the tests' code): the API
 * files to leave out, Vitest's own and those the other database's lane runs (tests/api/support/lanes.ts).
 */
const apiExclude = process.env.VITEST
  ? [...(await import('vitest/config')).configDefaults.exclude, ...(await import('./tests/api/support/lanes.ts')).filesOnTheOtherLane(process.env)]
  : [];

/** Chakra and what it builds on: the first page's second start step (src/main.tsx). */
const STYLE_SYSTEM = /node_modules[\\/](@chakra-ui|@emotion|framer-motion|stylis|@popperjs|@zag-js|react-focus-lock|react-remove-scroll|focus-lock)[\\/]/;
/**
 * Chakra's parts that only pages loaded on demand use (filters, tabs, the FAQ...; popovers are
 * with the overlays): left to those pages' chunks, so the first page does not fetch them. A part
 * listed here that the first page comes to use still loads with it, in a shared chunk.
 */
const LAZY_COMPONENTS = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](checkbox|accordion|tabs|avatar|progress|table|image)[\\/]|@zag-js[\\/]/;
/** What Chakra's overlays (menus, modals, drawers, toasts) animate and position with. */
const OVERLAYS =
  /node_modules[\\/](framer-motion|motion-dom|motion-utils|@popperjs|focus-lock|react-focus-lock|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](menu|modal|popover|toast|transition|popper|tooltip|portal|focus-lock)[\\/]/;
/**
 * What views observe cached reads with: react-query's hooks and query-core's observer. Only pages
 * and sections loaded on demand read through them, so they load with those, not with the first
 * page, which has the cache (the tab's actors use it) and react-query's provider.
 */
const QUERY_OBSERVERS = /@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](?!QueryClientProvider\.)|query-core[\\/]build[\\/]modern[\\/]queryObserver\.)/;
/** The app's views shared by pages loaded on demand that open overlays (popovers, modals). */
const OVERLAY_VIEWS = /src[\\/]views[\\/](search[\\/]|detail[\\/]GalleryViewer)/;
/** The app's own code that the first page runs, by start step (build/bootModules.ts). */
const boot = bootModules('src/main.tsx', STYLE_SYSTEM);
/**
 * What only the booking pages share (the review page, the payment pages, the account's bookings):
 * the guest form and its rules, the booking and payment calls, the payment and booking-card views
 * of a booking, the booking machines.
 */
const BOOKING_SHARED =
  /(^|[\\/])domain[\\/]guestRules\.ts$|machines[\\/]rules[\\/](guestForm|paymentFlow)\.ts$|src[\\/](model[\\/](paymentState|makePayment|bookingCard|heldGuestDetails)|api[\\/](bookings|payments)|live[\\/](bookings|payment))\.ts$|machines[\\/](reviewBooking|cancelBooking)\./;
/** The browser's answer schemas, loaded with the first call (src/api/contract.ts). */
const ANSWER_SCHEMAS = 'src/api/schemas.ts';

export default defineConfig({
  plugins: [
    react(),
    brandHtml(),
    // The offline map's geography, made from the geography packages and loaded on demand.
    mapGeography(),
    boot.plugin,
    bootPreloads(),
    // A link to results or to a hotel fetches that page's code, and the answer schemas its first
    // call needs, with the main bundle.
    routePages([
      { prefix: paths.searchResult, modules: ['src/views/results/ResultsPage.tsx', ANSWER_SCHEMAS], file: 'search-result.html' },
      { prefix: routePrefix(paths.searchDetail), modules: ['src/views/detail/HotelDetailPage.tsx', ANSWER_SCHEMAS], file: 'search-detail.html' },
      { prefix: routePrefix(paths.reviewBooking), modules: ['src/views/booking/ReviewBookingPage.tsx', ANSWER_SCHEMAS], file: 'review-booking.html' },
    ]),
    // Each page's first styles in its HTML, made at build time instead of on the phone.
    pageStyles(),
    precompress(),
  ],
  publicDir: 'src/public',
  // Each page's tags carry this placeholder, and a `<meta property="csp-nonce">` too: the server
  // puts a fresh nonce there per page, which the app's style cache reads (src/app/styleCache.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // react-dates reads `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The first page's code is a few chunks, one per start step of src/main.tsx (React, the
    // style system, the actors' runtime, the app), all fetched at once (bootPreloads). Code
    // shared by lazy pages is merged into chunks of 20 KB+: each request costs a round trip on
    // a phone network.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry uses too: in a chunk of its own, so that
            // loading the entry does not evaluate a start step's chunk.
            { name: 'preload', test: /^\0vite\/preload-helper/, priority: 6 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'style', test: (id: string) => STYLE_SYSTEM.test(id) && !LAZY_COMPONENTS.test(id) && !OVERLAYS.test(id), priority: 4 },
            // Below the style system: the overlays' own code, not the Chakra parts they build on.
            { name: 'overlay-parts', test: OVERLAYS, priority: 3.5 },
            { name: 'live', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 3 },
            // Above the start steps, which would otherwise claim them through the packages' index
            // modules. Without what they build on (query-core's cache, react-query's provider), which
            // stays with the first page's chunks: those never import this one, and it imports them.
            { name: 'query', test: QUERY_OBSERVERS, priority: 2.5, includeDependenciesRecursively: false },
            // What src/main.tsx imports itself (asking for the guest token early), next to it.
            { name: 'start', test: boot.startsWith, priority: 2 },
            // The app's own code of each start step of src/main.tsx (named after the
            // step's module), so each step is evaluated in a task of its own.
            ...boot.stepNames.map((step) => ({ name: step.toLowerCase(), test: (id: string) => boot.stepOf(id) === step, priority: 2 })),
            // The booking pages' shared code in a chunk of their own: the hotel and results pages,
            // which load the 'shared' chunk, do not fetch it.
            { name: 'booking', test: (id: string) => BOOKING_SHARED.test(id), minShareCount: 2, priority: 1.5, includeDependenciesRecursively: false },
            // Views that open overlays stay out of it: a page that merely shares a chunk with them
            // would otherwise wait for the overlays too (e2e routePages.spec.ts checks the hotel page).
            { name: 'shared', test: (id: string) => !OVERLAY_VIEWS.test(id), minShareCount: 2, minSize: 20_000, priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` } },
  test: {
    // One worker per core: Vitest's default leaves one core free, which on this 2-core machine ran
    // the machines' generated tests on one core (113 s; 62-73 s on both). The API project runs its
    // files one after another in one worker whatever this says.
    maxWorkers: availableParallelism(),
    // Only when Vitest reads this file (a build need not load Vitest): the `*.last.test.ts` files run last.
    ...(process.env.VITEST ? { sequence: { sequencer: (await import('./tests/support/lastFilesLast.ts')).LastFilesLast } } : {}),
    projects: [
      // The unit files share one module cache (no per-file isolation): 16 s instead of 50 s here, most of
      // which was starting a fresh module graph for each of the 90 files.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Side by side with the other database's lane, what runs on that lane only (tests/api/support/lanes.ts).
          exclude: apiExclude,
          environment: 'node',
          // One embedded database for the whole run: the files share a module cache in one worker.
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/support/globalSetup.ts'],
          setupFiles: ['tests/api/support/startServer.ts'],
        },
      },
    ],
  },
});
