// `npm test`: every check the project has, in the order that fails fastest, then one summary line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const report = '.test-output/vitest.json';
const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', 'npm', ['run', 'build', '--silent']],
  [
    'tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  ],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    summarise();
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
summarise();
console.log(`All checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

function summarise() {
  if (!fs.existsSync(report)) return;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(
    fs.readFileSync(report, 'utf8'),
  );
  const skipped = numPendingTests + numTodoTests;
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${skipped} skipped`);
}
