import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { parseCatalogueEndpoint } from '../src/shared/catalogue-endpoints';
import type { CatalogueListItem, Paged } from '../src/shared/catalogue-types';
import { OfflineCatalogueProvider } from '../src/server/features/catalogue/offline/offline-provider';
import type { Figure } from './report';

const MEMORY_BUDGET_MB = 60;
const START_BUDGET_MS = 1000;
/** `npm run bench -- catalogue-memory FILE` runs the probe below in a process of its own. */
export const PROBE_COMMAND = 'catalogue-memory';

const probeSchema = z.object({
  openMs: z.number(),
  firstAnswerMs: z.number(),
  addedMb: z.number(),
});
type Probe = z.infer<typeof probeSchema>;

const NAMES = [
  'frieren',
  'one piece',
  'naruto',
  'spy x family',
  'dandadan',
  'gintama',
  'フリーレン',
];

function endpoint(path: string) {
  const parsed = parseCatalogueEndpoint(path);
  if (!parsed) throw new Error(`${path} is no catalogue endpoint`);
  return parsed;
}

const collect = () => (globalThis as { gc?: () => void }).gc?.();

/**
 * In a fresh process (started with --expose-gc): resident memory before opening the catalogue and
 * after a busy server's use of it (searches, discover pages, details), and how long opening it and
 * its first answer take. Prints the figures as JSON.
 */
export async function probeCatalogueMemory(file: string): Promise<void> {
  collect();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const provider = OfflineCatalogueProvider.open(file);
  const opened = performance.now();
  await provider.get(endpoint('discover/tv'), { page: '1' });
  const answered = performance.now();
  const ids = new Set<number>();
  for (let round = 0; round < 30; round++) {
    for (const name of NAMES) {
      const answer = await provider.get(endpoint('search/multi'), {
        query: name.slice(0, 3 + (round % 8)),
        page: '1',
      });
      for (const item of (answer.body as Paged<CatalogueListItem>).results) ids.add(item.id);
    }
  }
  for (let page = 1; page <= 50; page++) {
    for (const sort_by of ['popularity.desc', 'vote_average.desc', 'first_air_date.desc']) {
      await provider.get(endpoint('discover/tv'), { page: String(page), sort_by });
    }
  }
  for (const id of [...ids].slice(0, 100)) await provider.get(endpoint(`tv/${id}`), {});
  collect();
  const probe: Probe = {
    openMs: opened - started,
    firstAnswerMs: answered - started,
    addedMb: (process.memoryUsage().rss - before) / 1_048_576,
  };
  provider.close();
  console.log(JSON.stringify(probe));
}

/** Catalogue load at start, and the memory the merged catalogue adds to the server. */
export function measureCatalogueMemory(file: string): Figure[] {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', process.argv[1] ?? '', PROBE_COMMAND, file],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`the catalogue probe failed:\n${child.stderr}`);
  const probe = probeSchema.parse(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? ''));
  return [
    {
      name: 'catalogue load at start (open, then the first discover answer)',
      measured: `${probe.firstAnswerMs.toFixed(0)} ms (open ${probe.openMs.toFixed(0)} ms)`,
      budget: `part of the cold start (≤ ${START_BUDGET_MS} ms)`,
      withinBudget: probe.firstAnswerMs <= START_BUDGET_MS,
    },
    {
      name: 'server memory added by the merged catalogue (RSS, after 210 searches, 150 discover pages, 100 details)',
      measured: `${probe.addedMb.toFixed(1)} MB`,
      budget: `≤ ${MEMORY_BUDGET_MB} MB`,
      withinBudget: probe.addedMb <= MEMORY_BUDGET_MB,
    },
  ];
}
