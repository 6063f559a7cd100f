// Finds a system Chromium for Playwright: this project never downloads browsers.
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The path of a Chromium to drive, or null: CHROMIUM_PATH first, then the usual system paths. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}
