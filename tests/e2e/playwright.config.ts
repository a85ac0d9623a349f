import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteServerCommand, siteServerEnv } from './support/siteServer';

const port = Number(process.env.E2E_PORT ?? 4319);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'padaav-e2e-'));
// The workers read the server's folder (its operator's admin access: admin/adminFile.ts) from here.
process.env.E2E_DATA_DIR = dataDir;
/** `npm test` passes the browser it found (tests/support/chromium.ts); run alone, Debian's headless shell. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The specs that also run at phone width: those whose screens change there (the search panel, the
 * results' List and Map switch, the review page's sticky bar, the login, booking and account pages)
 * or whose tests say what a phone shows. The rest (static pages, the shell, vibes, the
 * generated model paths, ...) render the same components at both widths, and run at desktop only:
 * running every spec twice cost half the suite's time. Within those specs, a test tagged
 * `@one-width` runs at desktop only too: its steps and checks are rules, not layout (the OTP boxes
 * and countdown, sort orders, messages for bad links), and the spec has another test that walks the
 * same screen at phone width.
 */
const PHONE_SPECS = ['a11y', 'account', 'accountPages', 'afterPaying', 'beforePaying', 'booking', 'filters', 'identityLinking', 'journey', 'keyboard', 'login', 'map', 'payment', 'results', 'searchPanel', 'trust'];

/** End-to-end tests: the real server (built site + API + embedded database) driven by Debian Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(tmpdir(), `padaav-e2e-results-${port}`),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's whole budget: a page and its checks (axe included) took up to 30 s on two loaded cores.
  timeout: 60_000,
  // On two loaded cores a lazily loaded overlay (the login modal) once took over 7 s to show.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // A click or page load that cannot happen fails with what it waited for, instead of running
    // into the test's timeout unexplained (the model-path tests run for minutes).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', testMatch: PHONE_SPECS.map((spec) => `**/${spec}.spec.ts`), grepInvert: /@one-width/, use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: siteServerCommand.join(' '),
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: siteServerEnv(port, dataDir),
  },
});
