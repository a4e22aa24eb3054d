import 'dotenv/config';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../../config';
import { BUNDLED_CATALOGUE_SOURCE, buildCatalogue, type BuildReport } from './build-catalogue';
import { ensureCatalogue } from './ensure-catalogue';
import { currentScheduleSource } from './saved-schedules';
import { ACCEPTED_INPUTS } from './read-input';

const USAGE = `Usage:
  npm run catalogue:build -- [FILE] [--out PATH]
  npm run catalogue:ensure [-- --out PATH]

FILE is ${ACCEPTED_INPUTS}; the default is the bundled ${BUNDLED_CATALOGUE_SOURCE}.
anime-offline-database's .zst releases must be decompressed first (zstd -d FILE): Node 20 has no zstd.
PATH defaults to CATALOGUE_FILE (./data/catalogue.db).`;

class UsageError extends Error {}

function parseArguments(args: string[]): { file: string | undefined; out: string | undefined } {
  let file: string | undefined;
  let out: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const argument = args[index] ?? '';
    if (argument === '--out') {
      out = args[++index];
      if (!out) throw new UsageError('--out needs a path.');
    } else if (argument.startsWith('--out=')) out = argument.slice('--out='.length);
    else if (argument === '--help' || argument === '-h') throw new UsageError('');
    else if (argument.startsWith('-')) throw new UsageError(`Unknown option ${argument}.`);
    else if (file === undefined) file = argument;
    else throw new UsageError(`Only one input file, please (got ${file} and ${argument}).`);
  }
  return { file, out };
}

function summary(report: BuildReport): string {
  const skipped = report.skipped > 0 ? `, ${report.skipped} unusable entries skipped` : '';
  return `${report.rowCount.toLocaleString('en')} titles (${report.kind}${skipped}) in ${report.milliseconds} ms`;
}

function run(command: string | undefined, args: string[]): void {
  const { file, out: outArgument } = parseArguments(args);
  const config = loadConfig().catalogue;
  const out = path.resolve(outArgument ?? config.file);
  const bundledSource = path.resolve(BUNDLED_CATALOGUE_SOURCE);
  const schedules = currentScheduleSource(config.schedulesFile);
  if (command === 'build') {
    const input = path.resolve(file ?? bundledSource);
    const report = buildCatalogue({ input, out, bundled: input === bundledSource, schedules });
    console.log(`Catalogue built at ${out}: ${summary(report)}.`);
  } else if (command === 'ensure') {
    if (file !== undefined) throw new UsageError('catalogue:ensure takes no input file.');
    const outcome = ensureCatalogue({ out, bundledSource, schedules });
    if (outcome.action === 'built') {
      console.log(`Catalogue built at ${out} (${outcome.reason}): ${summary(outcome.report)}.`);
    } else console.log(`Catalogue at ${out} kept: ${outcome.reason}.`);
  } else throw new UsageError(`Unknown command ${command ?? '(none)'}.`);
}

try {
  run(process.argv[2], process.argv.slice(3));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
    process.exit(error.message ? 2 : 0);
  }
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
