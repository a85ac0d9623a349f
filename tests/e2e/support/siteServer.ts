/**
 * The server the browser tests drive: the built site, the API and the embedded database, started
 * from source. Playwright starts it (playwright.config.ts); `npm test` also starts it once ahead of
 * time on the same folder (tests/run.ts), so the catalogue is generated while the other suites run
 * and Playwright's start only reopens it.
 */
export const siteServerCommand = ['node', '--import', 'tsx', 'server/main.ts'] as const;

export function siteServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OTP_DELIVERY: 'outbox',
    // Playwright is the trusted proxy on loopback: the identity specs give each test its own
    // client address (X-Forwarded-For), so the per-address OTP limit is not shared by the run.
    TRUST_PROXY: '127.0.0.1',
    CATALOGUE_HOTELS: process.env.CATALOGUE_HOTELS ?? '2000',
    // Every test opens fresh browser contexts from this one address, each taking a guest token.
    GUEST_TOKENS_PER_HOUR: '1000000',
  };
}
