// `npm test`: everything a change must pass — lint, typecheck, contract lint, generation drift,
// unit and contract tests, and the end-to-end suite in Chromium (installed when missing).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['--no-install', 'eslint', '.']],
  ['typecheck', 'npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['contract lint', 'npx', ['--no-install', 'redocly', 'lint', 'openapi/ecommerce-v1.yaml', '--config', 'redocly.yaml']],
  ['generated code up to date', 'node', ['scripts/check-generated.mjs']],
  ['unit and contract tests', 'npx', ['--no-install', 'vitest', 'run']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests', 'npx', ['--no-install', 'playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`✔ ${name} (${seconds} s)`);
  } else {
    failed += 1;
    failures.push(name);
    console.log(`✘ ${name} failed (${seconds} s)`);
  }
}
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}\n` : ''}steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
