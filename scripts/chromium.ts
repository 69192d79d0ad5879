/**
 * Where the browser tests and benchmarks find Chromium: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium (`apt-get install chromium`).
 */
import fs from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The first Chromium binary that exists, or undefined. */
export function systemChromium(): string | undefined {
  return CANDIDATES.find((p): p is string => !!p && fs.existsSync(p));
}
