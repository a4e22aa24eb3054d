import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { projectRoot } from '../e2e/support/project-root';
import { startServer } from '../e2e/support/server';
import {
  startFakeImageHost,
  type FakeImageHost,
} from '../src/server/testing/fakes/fake-image-host';
import { startFakeTmdb } from '../src/server/testing/fakes/fake-tmdb';
import { measureLighthouse } from './lighthouse';
import { API_KEY, benchPoster, startPictureServer } from './pictures';
import type { Figure } from './report';

/** Frieren on the fake TMDB: its title page's largest element is its cover. */
const TITLE_PAGE = '/anime/tv/209867';
/** Fullmetal Alchemist: Brotherhood in the bundled catalogue, given a picture below. */
const OFFLINE_TITLE = { id: 5114, page: '/anime/tv/5114' };

/**
 * The bundled catalogue (which has no pictures) with OFFLINE_TITLE's picture on the local host,
 * as a catalogue merged with anime-offline-database has one (decision 281). Written into the
 * built file rather than built with it: a build keeps only pictures on the public hosts.
 */
function offlineCatalogueWithPicture(dir: string, host: FakeImageHost): string {
  const file = path.join(dir, 'catalogue.db');
  fs.copyFileSync(path.join(projectRoot(), 'data/catalogue.db'), file);
  const db = new Sqlite(file);
  try {
    db.prepare('UPDATE titles SET poster_url = ? WHERE id = ?').run(
      `${host.url}/images/anime/${OFFLINE_TITLE.id}.jpg`,
      OFFLINE_TITLE.id,
    );
    const capabilities = db.prepare("SELECT value FROM meta WHERE key = 'capabilities'").pluck();
    const known = JSON.parse(String(capabilities.get())) as Record<string, unknown>;
    const withPosters = { ...known, posters: true };
    db.prepare("UPDATE meta SET value = ? WHERE key = 'capabilities'").run(
      JSON.stringify(withPosters),
    );
  } finally {
    db.close();
  }
  return file;
}

/** The title page of the offline catalogue with pictures (issue 31: every title page shows its cover). */
async function measureOfflineTitlePage(host: FakeImageHost): Promise<Figure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuki-bench-covers-'));
  try {
    const server = await startServer({
      CATALOGUE_FILE: offlineCatalogueWithPicture(dir, host),
      IMAGE_HOSTS: host.url,
      IMAGE_ALLOW_PRIVATE: 'true',
    });
    try {
      return await measureLighthouse(server.baseUrl, [
        { label: 'offline title page with its cover', path: OFFLINE_TITLE.page },
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on home and a title page with real covers (issue 31's measure): TMDB played by its
 * recorded answers, every poster a full-size JPEG from a local picture host listed in
 * IMAGE_HOSTS, resized and served by our own /api/images route; then a title page of the offline
 * catalogue, its picture from the same host.
 */
export async function measureLighthouseWithCovers(): Promise<Figure[]> {
  const [tmdb, host] = await Promise.all([
    startFakeTmdb({ apiKey: API_KEY }),
    startFakeImageHost(),
  ]);
  host.serve('*', { kind: 'picture', bytes: await benchPoster(), type: 'image/jpeg' });
  try {
    const server = await startPictureServer(host, tmdb.baseUrl);
    let figures: Figure[];
    try {
      figures = await measureLighthouse(server.baseUrl, [
        { label: '/ with covers', path: '/' },
        { label: 'title page with covers', path: TITLE_PAGE },
      ]);
    } finally {
      await server.stop();
    }
    return [...figures, ...(await measureOfflineTitlePage(host))];
  } finally {
    await Promise.all([tmdb.close(), host.close()]);
  }
}
