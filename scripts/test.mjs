// `npm test`: everything a change must pass — lint, typecheck, contract lint, generation drift,
// unit and contract tests, and the end-to-end suite in Chromium (installed when missing).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Vitest also writes its results as JSON, so that the names of failed unit tests are repeated at the
// very end, after the long end-to-end output.
const UNIT_RESULTS = '.tmp/vitest-results.json';

// Each group's steps run side by side, the groups one after another (ADR 0003: the static checks gain
// little from it, the browser install's network wait is what overlaps). A step's output is printed when it ends.
const groups = [
  [
    ['lint', 'npx', ['--no-install', 'eslint', '.']],
    ['typecheck', 'npx', ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['contract lint', 'npx', ['--no-install', 'redocly', 'lint', 'openapi/ecommerce-v1.yaml', '--config', 'redocly.yaml']],
    ['generated code up to date', 'node', ['scripts/check-generated.mjs']],
    // Installing the browser waits on the network, not the processor.
    ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ],
  [['unit and contract tests', 'npx', ['--no-install', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${UNIT_RESULTS}`]]],
  [['end-to-end tests', 'npx', ['--no-install', 'playwright', 'test']]],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
mkdirSync('.tmp', { recursive: true });
rmSync(UNIT_RESULTS, { force: true });
for (const group of groups) {
  const chosen = group.filter(([name]) => !only.length || only.some((word) => name.includes(word)));
  // A step alone in its group streams its output (the long ones show their progress).
  const results = await Promise.all(chosen.map((step) => runStep(step, chosen.length > 1)));
  for (const { name, ok } of results) {
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push(name);
    }
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

/** Runs one step; with `buffered` its output is printed in one piece when it ends. */
function runStep([name, command, args], buffered) {
  const header = `\n▶ ${name}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  const started = Date.now();
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(ok ? `✔ ${name} (${seconds} s)` : `✘ ${name} failed (${seconds} s)`);
      resolve({ name, ok });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function firstLine(text = '') {
  return text.split('\n').find((line) => line.trim()) ?? '';
}
