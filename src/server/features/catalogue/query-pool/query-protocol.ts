import type { CatalogueAnswer, ProviderEndpoint } from '../provider';

/** What a query worker is started with: the catalogue file it opens read-only. */
export interface QueryWorkerData {
  file: string;
}

/** The server's messages to a query worker, handled one at a time in the order sent. */
export type ToQueryWorker =
  | {
      kind: 'query';
      id: number;
      endpoint: ProviderEndpoint;
      parameters: Record<string, string>;
      /** The server's clock when asked: "this season" and schedules follow it, not the worker's. */
      now: number;
    }
  /** The file was replaced (an update's rename): open it again once the queries before are done. */
  | { kind: 'reopen' }
  /** The season's follower counts by MyAnimeList id, which order the "now" rows. */
  | { kind: 'followers'; counts: [number, number][] };

export type FromQueryWorker =
  /** The file is open: a thread that ends after this is started again at once. */
  | { kind: 'ready' }
  | { kind: 'answer'; id: number; answer: CatalogueAnswer }
  | { kind: 'failed'; id: number; message: string };
