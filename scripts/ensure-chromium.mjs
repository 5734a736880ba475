// Installs Debian's Chromium when it is missing (Playwright cannot download its own browser on this
// machine kind). The end-to-end tests use the headless shell: Chromium without the browser's user
// interface, the same engine, lighter to start for each test (ADR 0003). `--full` installs the full
// browser instead, which `npm run bench` runs Lighthouse in.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const full = process.argv.includes('--full');
const [CHROMIUM, PACKAGE, VARIABLE] = full
  ? [process.env.CHROME_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROME_PATH']
  : [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'CHROMIUM_PATH'];

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
if (process.env[VARIABLE]) {
  console.error(`${VARIABLE} names ${CHROMIUM}, which does not exist.`);
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
