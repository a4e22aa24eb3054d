// `npm test`: every check the project has, then one summary line. The four checks before the
// tests share no files they write, so they run side by side: on 2 cores that saves about a minute.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const report = '.test-output/vitest.json';
const checks = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', 'npm', ['run', 'build', '--silent']],
];
const tests = [
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one check with its output held back, so the checks' outputs never interleave. */
function runCheck([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ name, status, output, took: seconds(started) }));
  });
}

const started = Date.now();
console.log(`\n▶ ${checks.map(([name]) => name).join(', ')}`);
const results = await Promise.all(checks.map(runCheck));
for (const { name, status, output, took } of results) {
  if (output.trim()) console.log(`\n── ${name}\n${output.trimEnd()}`);
  console.log(status === 0 ? `✓ ${name} (${took} s)` : `✗ ${name} failed after ${took} s`);
}
const failed = results.find(({ status }) => status !== 0);
if (failed) process.exit(failed.status ?? 1);

const testsStarted = Date.now();
console.log('\n▶ tests');
const result = spawnSync(tests[0], tests[1], { stdio: 'inherit' });
if (result.status !== 0) {
  console.error(`\n✗ tests failed after ${seconds(testsStarted)} s`);
  summarise();
  process.exit(result.status ?? 1);
}
console.log(`✓ tests (${seconds(testsStarted)} s)`);
summarise();
console.log(`All checks passed in ${seconds(started).split('.')[0]} s.`);

function summarise() {
  if (!fs.existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    fs.readFileSync(report, 'utf8'),
  );
  const skipped = numPendingTests + numTodoTests;
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${skipped} skipped`);
}
