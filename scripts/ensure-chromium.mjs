// Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright cannot
// download its own browser on this machine kind).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package…`);
const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
execSync(`${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit', env });
if (!existsSync(CHROMIUM)) {
  console.error('Chromium could not be installed.');
  process.exit(1);
}
