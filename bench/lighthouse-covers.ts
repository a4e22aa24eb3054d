import { startFakeImageHost } from '../src/server/testing/fakes/fake-image-host';
import { startFakeTmdb } from '../src/server/testing/fakes/fake-tmdb';
import { measureLighthouse } from './lighthouse';
import { API_KEY, benchPoster, startPictureServer } from './pictures';
import type { Figure } from './report';

/** Frieren on the fake TMDB: its title page's largest element is its cover. */
const TITLE_PAGE = '/anime/tv/209867';

/**
 * Lighthouse on home and a title page with real covers (issue 31's measure): TMDB played by its
 * recorded answers, every poster a full-size JPEG from a local picture host listed in
 * IMAGE_HOSTS, resized and served by our own /api/images route.
 */
export async function measureLighthouseWithCovers(): Promise<Figure[]> {
  const [tmdb, host] = await Promise.all([
    startFakeTmdb({ apiKey: API_KEY }),
    startFakeImageHost(),
  ]);
  host.serve('*', { kind: 'picture', bytes: await benchPoster(), type: 'image/jpeg' });
  const server = await startPictureServer(host, tmdb.baseUrl);
  try {
    return await measureLighthouse(server.baseUrl, [
      { label: '/ with covers', path: '/' },
      { label: 'title page with covers', path: TITLE_PAGE },
    ]);
  } finally {
    await server.stop();
    await Promise.all([tmdb.close(), host.close()]);
  }
}
