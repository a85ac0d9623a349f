import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

/**
 * Finds Debian's Chromium. When it is missing and we run as root with apt-get, installs the
 * `chromium` package; otherwise says which package to install.
 */
export function ensureChromium(): { ok: true; path: string } | { ok: false; message: string } {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return { ok: true, path: found };
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    return { ok: false, message: 'Chromium not found. Install the Debian package `chromium` (apt-get install chromium), or set CHROMIUM_PATH.' };
  }
  console.log('Chromium not found: installing the Debian package `chromium`...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return existsSync('/usr/bin/chromium')
    ? { ok: true, path: '/usr/bin/chromium' }
    : { ok: false, message: 'Installing `chromium` did not provide /usr/bin/chromium.' };
}
