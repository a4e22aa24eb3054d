import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { PublicConfig } from '../../../shared/public-config';
import { mailDeliveryOf } from '../mail/create-mailer';
import { webManifestRoute } from './web-manifest';

/** What the browser may know about this instance: never a secret. */
export function publicConfigOf(config: Config): PublicConfig {
  const { runtime } = config;
  return {
    apiKey: runtime.apiKey ?? null,
    projectId: runtime.projectId ?? null,
    appId: runtime.appId ?? null,
    authDomain: runtime.authDomain ?? null,
    botCheckSiteKey: runtime.botCheckSiteKey ?? null,
    mailDelivery: mailDeliveryOf(config.mail),
    pictures: config.images.hosts.length > 0,
  };
}

export function instanceRoutes(app: FastifyInstance, config: Config): void {
  const body = publicConfigOf(config);
  app.get('/api/config', () => body);
  webManifestRoute(app, config);
}
