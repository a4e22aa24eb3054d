import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { episodesInWindow, type EpisodeWindow, type WindowEpisode } from './episodes-in-window';
import { readScheduledTitles, type ScheduledTitle } from './scheduled-titles';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Series that stop airing stay listed, harmlessly, until the next read. */
const REREAD_MS = 6 * HOUR_MS;
/** Every time zone's today began less than two days ago. */
const SINCE_MARGIN_MS = 48 * HOUR_MS;

interface ReadTitles {
  /** Which file, as it was on disk when read: an update renames a new one into place. */
  fileKey: string;
  readAt: number;
  titles: Promise<ScheduledTitle[]>;
}

export type EpisodesOfWindow = (window: EpisodeWindow) => Promise<WindowEpisode[]>;

async function readFile(file: string, since: number): Promise<ScheduledTitle[]> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return await readScheduledTitles(database, since);
  } finally {
    database.close();
  }
}

/**
 * The offline catalogue's episodes in a window. The series still airing are read from the
 * catalogue file every six hours, or at once when an update replaces the file, and calls meanwhile
 * share the read; each window is projected from them once and kept ten minutes, so paging through
 * it costs nothing. A failed read is not kept: the next call tries again.
 */
export function scheduledEpisodes(file: string, now: () => number = Date.now): EpisodesOfWindow {
  let read: ReadTitles | null = null;
  const windows = new LRUCache<string, WindowEpisode[]>({ max: 200, ttl: 10 * MINUTE_MS });

  function currentTitles(): ReadTitles {
    const stat = fs.statSync(file);
    const fileKey = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (read?.fileKey === fileKey && now() - read.readAt < REREAD_MS) return read;
    const readAt = now();
    const titles = readFile(file, readAt - SINCE_MARGIN_MS);
    const current: ReadTitles = { fileKey, readAt, titles };
    titles.catch(() => {
      if (read === current) read = null;
    });
    read = current;
    return current;
  }

  return async (window) => {
    const { fileKey, readAt, titles } = currentTitles();
    const key = JSON.stringify([fileKey, readAt, window]);
    let episodes = windows.get(key);
    if (!episodes) {
      episodes = episodesInWindow(await titles, window);
      windows.set(key, episodes);
    }
    return episodes;
  };
}
