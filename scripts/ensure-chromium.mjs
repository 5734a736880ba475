// Installs Debian's Chromium headless shell for the end-to-end tests when it is missing (Playwright
// cannot download its own browser on this machine kind). The shell is Chromium without the browser's
// user interface: the same engine, lighter to start for each test (ADR 0003).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGE = 'chromium-headless-shell';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH names ${CHROMIUM}, which does not exist.`);
  process.exit(1);
}
console.log(`Chromium not found at ${CHROMIUM}: installing Debian's ${PACKAGE} package…`);
const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq ${PACKAGE}`, { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error('Chromium could not be installed.');
  process.exit(1);
}
