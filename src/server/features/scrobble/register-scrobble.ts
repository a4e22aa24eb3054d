import type { FastifyInstance } from 'fastify';
import type { AccountDataRegistry } from '../auth/account-data';
import { loadInstanceSecret } from '../auth/keys/instance-secret';
import { SecretBox } from '../auth/keys/secret-box';
import type { ListsContext } from '../lists/lists-context';
import { ScrobbleProcessor } from './process-event';
import { ScrobbleChoiceStore } from './scrobble-choices';
import { ScrobbleLogStore } from './scrobble-log-store';
import { ScrobbleReceipts } from './scrobble-receipts';
import { scrobbleRoutes } from './scrobble-routes';
import { ScrobbleTokenStore } from './scrobble-tokens';
import { webhookRoute } from './webhook-route';

export interface ScrobbleInput {
  context: ListsContext;
  registry: AccountDataRegistry;
  /** AUTH_SECRET, when set: the instance secret the tokens are sealed with (decision 120). */
  authSecret: string | undefined;
  /** The offline catalogue file, whose ids and names events are matched by. */
  catalogueFile: string;
}

/** Media-server scrobbling (issue 19, decisions 230–234). */
export function registerScrobbling(app: FastifyInstance, input: ScrobbleInput): void {
  const { services } = input.context;
  const { db, clock } = services;
  const box = new SecretBox(
    () => loadInstanceSecret(db, input.authSecret, clock),
    'scrobble-token',
  );
  const tokens = new ScrobbleTokenStore(db, clock, box);
  const log = new ScrobbleLogStore(db, clock);
  const choices = new ScrobbleChoiceStore(db, clock);
  const receipts = new ScrobbleReceipts(db, clock);
  input.registry.addDeletionStep({
    name: 'scrobbling: webhook token, log, choices and receipts',
    run: async (trx, userId) => {
      await tokens.removeAllOf(trx, userId);
      await log.removeAllOf(trx, userId);
      await choices.removeAllOf(trx, userId);
      await receipts.removeAllOf(trx, userId);
    },
  });
  const processor = new ScrobbleProcessor(
    input.context,
    { log, choices, receipts },
    input.catalogueFile,
  );
  scrobbleRoutes(app, { services, tokens, log, choices });
  webhookRoute(app, { services, tokens, processor });
}
