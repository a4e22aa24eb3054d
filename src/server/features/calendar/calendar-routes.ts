import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LRUCache } from 'lru-cache';
import type { CalendarLink } from '../../../shared/lists-api';
import { notFound } from '../../http/http-error';
import { pageLanguage } from '../../i18n/page-language';
import { readerOf } from '../../i18n/reader-language';
import { loadServerMessages } from '../../i18n/server-messages';
import { AlertStore } from '../alerts/alert-store';
import type { AccountDataRegistry } from '../auth/account-data';
import { loadInstanceSecret } from '../auth/keys/instance-secret';
import { SecretBox } from '../auth/keys/secret-box';
import { linkBaseOf } from '../auth/request-context';
import { requireSignedIn } from '../auth/session-guard';
import type { ListsContext } from '../lists/lists-context';
import { CalendarTokenStore } from './calendar-tokens';
import { icalDocument } from './ical';
import { upcomingEpisodeEvents } from './upcoming-episodes';
import { publicRoute } from '../api-docs/public-route';

/** Shows looked up per feed: each is a catalogue call. */
const MAX_SHOWS = 100;
const FEED_FRESH_MS = 15 * 60_000;

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const NO_CALENDAR = 'No calendar at this address. It may have been replaced by a new one.';

export interface CalendarInput {
  context: ListsContext;
  registry: AccountDataRegistry;
  /** AUTH_SECRET, when set: the instance secret feed tokens are sealed with (decision 367). */
  authSecret: string | undefined;
}

/**
 * The private iCal feed of a user's Watching shows' next episodes. The address's token is the
 * only credential (calendar apps send no cookies); the profile shows it whenever asked, and
 * rotating it retires the old address.
 */
export function calendarRoutes(app: FastifyInstance, input: CalendarInput): void {
  const { services, store, catalogue } = input.context;
  const box = new SecretBox(
    () => loadInstanceSecret(services.db, input.authSecret, services.clock),
    'calendar-token',
  );
  const tokens = new CalendarTokenStore(services.db, services.clock, box);
  const alerts = new AlertStore(services.db, services.clock);
  const feeds = new LRUCache<string, string>({
    max: 2000,
    maxSize: 64_000_000,
    sizeCalculation: (text) => Math.max(1, text.length),
    ttl: FEED_FRESH_MS,
    // Feeds age by the server's clock, which the tests move.
    perf: services.clock,
    ttlResolution: 0,
  });
  input.registry.addDeletionStep({
    name: 'calendar feed token',
    run: (trx, userId) => tokens.removeAllOf(trx, userId),
  });

  // As the scrobbling address (decision 230): a forged Host header must not become the feed's
  // address, nor the title links inside it.
  const linkOf = (token: string | null, createdAt: number) => ({
    url: token === null ? null : `${linkBaseOf(services)}/api/calendar/${token}.ics`,
    createdAt: new Date(createdAt).toISOString(),
  });

  app.get('/api/lists/calendar', async (request, reply): Promise<CalendarLink> => {
    const { user } = await requireSignedIn(services, request, reply);
    const { token, createdAt } = await tokens.ensure(user.id);
    reply.header('Cache-Control', 'no-store');
    return linkOf(token, createdAt);
  });

  app.post('/api/lists/calendar/rotate', async (request, reply): Promise<CalendarLink> => {
    const { user } = await requireSignedIn(services, request, reply);
    const { token, createdAt } = await tokens.rotate(user.id);
    reply.header('Cache-Control', 'no-store');
    return linkOf(token, createdAt);
  });

  app.get<{ Params: { file: string } }>(
    '/api/calendar/:file',
    publicRoute({
      tag: 'Lists',
      tokens: false,
      summary: 'The private iCal feed of your Watching shows’ next episodes',
      description: 'Its address, shown on the profile page, is the only credential it needs.',
      operationId: 'getCalendarFeed',
      params: z.object({ file: z.string().max(100).meta({ description: '{token}.ics' }) }),
      responses: {
        200: {
          description: 'An iCalendar (RFC 5545) document.',
          content: { 'text/calendar': { schema: z.string() } },
        },
      },
      errors: { 404: NO_CALENDAR },
    }),
    async (request, reply) => {
      // A malformed address is as unknown as a retired one.
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const userId = token ? await tokens.userOf(token) : null;
      if (!userId) throw notFound(NO_CALENDAR);
      const version = await store.version(userId);
      // Undated episodes fall on the viewer's days: the zone their alerts are set in.
      const { time_zone: timeZone } = await alerts.settingsRow(userId);
      const account = await services.db
        .selectFrom('users')
        .select(['language', 'title_language'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // An owner who never chose a language gets the one the calendar app asks for, as a page
      // would: most send their device's.
      const { language, titleLanguage } = readerOf(account, pageLanguage(request));
      const key = `${userId}:${version}:${timeZone}:${language}:${titleLanguage}`;
      const now = services.clock.now();
      let document = feeds.get(key);
      if (document === undefined) {
        const t = (await loadServerMessages()).in(language);
        const shows = await store.watchingShows(userId, MAX_SHOWS);
        const events = await upcomingEpisodeEvents(catalogue, shows, {
          now,
          baseUrl: linkBaseOf(services),
          timeZone,
          titleLanguage,
          t,
        });
        document = icalDocument({ name: t('calendar.name'), generatedAt: now, events });
        feeds.set(key, document);
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=900')
        .header('Content-Disposition', 'inline; filename="tsuzuki-watching.ics"')
        .send(document);
    },
  );
}
