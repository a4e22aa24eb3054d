import type { FastifyInstance } from 'fastify';
import {
  adminMailCountsQuerySchema,
  shareOfLimit,
  type AdminMailCount,
  type AdminMailCounts,
} from '../../../shared/admin-mail-counts';
import type { AppDatabase } from '../../db/connect';
import { parseRequest } from '../../http/validation';
import { requireAdmin } from '../admin/require-admin';
import type { AuthServices } from '../auth/auth-services';
import { ALERT_MAILS, TEST_MAILS, type AlertMailLimits } from './alert-mail-limits';

/**
 * The counts are kept under digests, so they cannot be listed: the accounts mailed most recently
 * today are looked up, at most this many, a batch at a time so one page view never floods the
 * rate-limit store.
 */
const CANDIDATES = 200;
const BATCH = 20;

export interface AdminMailCountsInput {
  services: AuthServices;
  database: AppDatabase;
  mailLimits: AlertMailLimits;
}

async function recentlyMailed(database: AppDatabase, since: number) {
  return database.db
    .selectFrom('alert_channel_states')
    .innerJoin('users', 'users.id', 'alert_channel_states.user_id')
    .select(['users.id', 'users.username', 'users.email'])
    .where('alert_channel_states.channel', '=', 'email')
    .where('alert_channel_states.last_at', '>=', since)
    .orderBy('alert_channel_states.last_at', 'desc')
    .orderBy('users.id')
    .limit(CANDIDATES)
    .execute();
}

/** GET /api/admin/mail-counts: the accounts nearest their alert-mail limits (issue 33). */
export function adminMailCountsRoutes(app: FastifyInstance, input: AdminMailCountsInput): void {
  const { services, database, mailLimits } = input;
  app.get('/api/admin/mail-counts', async (request, reply): Promise<AdminMailCounts> => {
    await requireAdmin(services, request, reply);
    const { limit } = parseRequest(adminMailCountsQuerySchema, request.query, 'query');
    const dayStart = mailLimits.dayStart();
    const limits = { testsPerHour: TEST_MAILS.limit, mailsPerDay: ALERT_MAILS.limit };
    const candidates = await recentlyMailed(database, dayStart);
    const counted: AdminMailCount[] = [];
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const counts = await Promise.all(batch.map((row) => mailLimits.countsOf(row.id, row.email)));
      batch.forEach((row, index) => {
        const count = counts[index];
        if (!count || count.testsThisHour + count.mailsToday === 0) return;
        counted.push({ uid: row.id, username: row.username, email: row.email, ...count });
      });
    }
    counted.sort(
      (a, b) =>
        shareOfLimit(b, limits) - shareOfLimit(a, limits) ||
        b.mailsToday - a.mailsToday ||
        a.email.localeCompare(b.email),
    );
    reply.header('Cache-Control', 'no-store');
    return {
      ...limits,
      dayStartedAt: new Date(dayStart).toISOString(),
      accounts: counted.slice(0, limit),
    };
  });
}
