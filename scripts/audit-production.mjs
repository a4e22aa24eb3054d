// `npm run audit:production`: fails on any high or critical advisory in the dependencies the
// server ships with (devDependencies excluded), and says so plainly when no audit was possible.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit gave no report:\n${result.stderr}`);
  process.exit(2);
}
if (!report.metadata) {
  console.error(
    `The advisory database could not be asked (${report.message ?? report.error?.summary ?? 'unknown error'}); nothing was checked.`,
  );
  process.exit(2);
}
const { vulnerabilities, dependencies } = report.metadata;
const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  ['high', 'critical'].includes(entry.severity),
);
for (const entry of serious) {
  const via = entry.via.map((item) => (typeof item === 'string' ? item : item.title)).join('; ');
  console.error(`${entry.severity}: ${entry.name} ${entry.range} — ${via}`);
}
console.log(
  `Production dependencies: ${dependencies.prod ?? dependencies.total}; advisories: ${vulnerabilities.critical} critical, ${vulnerabilities.high} high, ${vulnerabilities.moderate} moderate, ${vulnerabilities.low} low.`,
);
process.exit(serious.length > 0 ? 1 : 0);
