import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/connect';
import { ownAddress } from '../../http/own-address';
import { loadServerMessages } from '../../i18n/server-messages';
import { adminRoutes } from '../admin/routes';
import { setUpAttestation } from '../attestation/attestation-check';
import { createMailer, mailDeliveryOf } from '../mail/create-mailer';
import { profileRoutes } from '../profile/routes';
import { apiTokenRoutes } from '../tokens/token-routes';
import { AccountDataRegistry } from './account-data';
import { createAuthServices, type AuthServices } from './auth-services';
import type { Clock } from './clock';
import { registerCsrfCheck } from './csrf';
import type { ScryptCost } from './passwords';
import { emailLinkRoutes } from './email-link/email-link-routes';
import { mfaRoutes } from './mfa/mfa-routes';
import { oidcRoutes } from './oidc/oidc-routes';
import { phoneRoutes } from './phone/phone-routes';
import { authRoutes } from './routes';
import { waysRoutes } from './ways/ways-routes';

export interface AccountsInput {
  config: Config;
  database: AppDatabase;
  clock: Clock;
  /** Which catalogue source answers, for the admin stats. */
  catalogueProvider: string;
  passwordCost?: ScryptCost;
}

/**
 * Accounts end to end: cookies, the CSRF check, mail, the bot check, and the auth, profile
 * and admin routes. Answers the services other features' routes check sessions with, and the
 * registry through which they (the lists) add their part of account deletion and their
 * tracked-title counts.
 */
export async function registerAccounts(
  app: FastifyInstance,
  input: AccountsInput,
): Promise<{ services: AuthServices; registry: AccountDataRegistry }> {
  const { config, database, clock } = input;
  await app.register(cookie);
  registerCsrfCheck(app, { publicUrl: config.publicUrl, authDomain: config.runtime.authDomain });

  if (!config.publicUrl) {
    app.log.warn(
      `PUBLIC_URL is not set: e-mailed links point at ${config.runtime.authDomain ?? 'the address the server was started on'}. Set PUBLIC_URL to the address users open.`,
    );
  }
  const mailer = createMailer(config.mail, database.db, clock, app.log);
  app.addHook('onClose', () => mailer.close());
  const attestation = setUpAttestation(app, config.botCheck, clock);
  const services = createAuthServices({
    config,
    database,
    clock,
    log: app.log,
    mailer,
    messages: await loadServerMessages(),
    ownAddress: () => ownAddress(app, config),
    ...(input.passwordCost ? { passwordCost: input.passwordCost } : {}),
  });
  app.addHook('onClose', () => services.rateLimits.close());
  const registry = new AccountDataRegistry();

  authRoutes(app, services, attestation);
  mfaRoutes(app, services);
  emailLinkRoutes(app, services, attestation);
  oidcRoutes(app, services);
  waysRoutes(app, services);
  phoneRoutes(app, services, attestation);
  profileRoutes(app, services, registry, config.dataDir);
  apiTokenRoutes(app, services, registry);
  adminRoutes(app, {
    services,
    registry,
    catalogueProvider: input.catalogueProvider,
    mailDelivery: mailDeliveryOf(config.mail),
  });
  return { services, registry };
}
