/**
 * How many hostile requests the fuzz suite sends in all, across routes and databases: a CI-sized
 * share by default, FUZZ_RUNS=10000 (or more) for the full run docs/development.md quotes.
 */
export const DEFAULT_FUZZ_RUNS = 2000;

export function fuzzRuns(environment: NodeJS.ProcessEnv = process.env): number {
  const text = environment.FUZZ_RUNS?.trim();
  if (!text) return DEFAULT_FUZZ_RUNS;
  const runs = Number(text);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`FUZZ_RUNS must be a whole number of requests, not "${text}"`);
  }
  return runs;
}

/** A fixed seed replays a failing run exactly (fast-check prints the seed it used). */
export function fuzzSeed(environment: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = environment.FUZZ_SEED?.trim();
  return text ? Number(text) : undefined;
}
