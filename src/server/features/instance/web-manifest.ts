import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The installable app's manifest (decision 132). Written by the server rather than the build,
 * since its id is the instance's APP_ID: two instances on one host stay two apps.
 */
export function webManifestOf(config: Config) {
  const { appId } = config.runtime;
  return {
    id: appId ? `/?app=${encodeURIComponent(appId)}` : '/',
    name: 'Tsuzuki',
    short_name: 'Tsuzuki',
    description: 'Track anime episode by episode, see what airs next, even offline.',
    start_url: '/mylists',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0d12',
    theme_color: '#0b0d12',
    icons: ICONS,
  };
}

export function webManifestRoute(app: FastifyInstance, config: Config): void {
  const body = JSON.stringify(webManifestOf(config));
  app.get('/manifest.webmanifest', (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(body),
  );
}
