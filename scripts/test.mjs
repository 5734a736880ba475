// `npm test`: everything a change must pass — lint, typecheck, contract lint, generation drift,
// unit and contract tests, and the end-to-end suite in Chromium (installed when missing).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Vitest also writes its results as JSON, so that the names of failed unit tests are repeated at the
// very end, after the long end-to-end output.
const UNIT_RESULTS = '.tmp/vitest-results.json';

const steps = [
  ['lint', 'npx', ['--no-install', 'eslint', '.']],
  ['typecheck', 'npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['contract lint', 'npx', ['--no-install', 'redocly', 'lint', 'openapi/ecommerce-v1.yaml', '--config', 'redocly.yaml']],
  ['generated code up to date', 'node', ['scripts/check-generated.mjs']],
  ['unit and contract tests', 'npx', ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_RESULTS}`]],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['end-to-end tests', 'npx', ['--no-install', 'playwright', 'test']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
mkdirSync('.tmp', { recursive: true });
rmSync(UNIT_RESULTS, { force: true });
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
if (failures.includes('unit and contract tests')) printFailedUnitTests();
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}\n` : ''}steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

function printFailedUnitTests() {
  if (!existsSync(UNIT_RESULTS)) return;
  const { testResults = [] } = JSON.parse(readFileSync(UNIT_RESULTS, 'utf8'));
  console.log('\nFailed unit and contract tests:');
  for (const file of testResults) {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failed.length && file.status === 'failed') console.log(`  ${file.name}: ${firstLine(file.message)}`);
    for (const test of failed) console.log(`  ${file.name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  }
  const anyFailed = testResults.some((file) => file.status === 'failed');
  if (!anyFailed) console.log('  every test passed, but Vitest reported an error outside them (see "Unhandled" above the end-to-end output)');
}

function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim()) ?? '';
}
