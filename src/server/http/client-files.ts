import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isClientRoute } from '../../shared/client-routes';
import { FIRST_SCREENS, firstScreenFor, type FirstScreen } from '../../shared/first-screens';
import { readSessionToken } from '../features/auth/session-cookie';
import type { Language } from '../../shared/i18n/languages';
import type { TitleLanguage } from '../../shared/i18n/title-language';
import { pageLanguage, pageTitleLanguage, withPageLanguage } from '../i18n/page-language';
import { loadServerMessages, type ServerTranslate } from '../i18n/server-messages';
import type { PublicConfig } from '../../shared/public-config';
import {
  OPENING_SCREEN_FILES,
  OPENING_SCREENS,
  openingScreenFor,
  type OpeningScreenModule,
} from '../../shared/opening-screens';
import { BANNER_DISMISSED_COOKIE } from '../../shared/verification-banner';
import {
  hasOpening,
  withFirstScreen,
  withPublicConfig,
  withScreenFiles,
  withVerificationBanner,
} from './first-screen-html';
import { notFound } from './http-error';

const ONE_YEAR_SECONDS = 31_536_000;

const MAX_FILES_PER_SCREEN = 200;
const fileList = z.array(z.string().regex(/^\/assets\/[\w.-]+$/)).max(MAX_FILES_PER_SCREEN);
const screenFilesSchema = z.record(
  z.string(),
  z.object({ scripts: fileList, styles: fileList }).optional(),
);

/** The built page for each opening screen, asking for that screen's own files (decision 261). */
function pagesByScreen(clientDir: string, indexHtml: string): Map<OpeningScreenModule, string> {
  const listFile = path.join(clientDir, OPENING_SCREEN_FILES);
  if (!fs.existsSync(listFile)) return new Map();
  const lists = screenFilesSchema.parse(JSON.parse(fs.readFileSync(listFile, 'utf8')));
  return new Map(
    OPENING_SCREENS.flatMap(({ module }) => {
      const files = lists[module];
      return files ? [[module, withScreenFiles(indexHtml, files)] as const] : [];
    }),
  );
}

/**
 * The page for each screen that has opening words, in one language, from the built page: for
 * visitors, and for a session, whose screen may lead with another row than the opening's first.
 */
function firstScreenPages(
  pageFor: (pathname: string) => string,
  translate: ServerTranslate,
): Map<string, { visitor: string; signedIn: string }> {
  return new Map(
    Object.entries(FIRST_SCREENS).map(([pathname, screen]: [string, FirstScreen]) => {
      const visitor = withFirstScreen(pageFor(pathname), screen, translate);
      const { firstRow, ...withoutRow } = screen;
      const signedIn = firstRow
        ? withFirstScreen(pageFor(pathname), withoutRow, translate)
        : visitor;
      return [pathname, { visitor, signedIn }];
    }),
  );
}

/** The opening of a page whose words depend on its address, such as a title's name. */
export type OpeningFor = (
  pathname: string,
  titleLanguage: TitleLanguage,
) => Promise<FirstScreen | undefined>;

/** The signed-in account a page request carries a live session of, if any. */
export type AccountFor = (
  request: FastifyRequest,
) => Promise<{ uid: string; email: string; emailVerified: boolean } | undefined>;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and index.html for any GET that is not an API call, so client routes survive a reload.
 * Source maps only when the operator opts in.
 */
export async function registerClientFiles(
  app: FastifyInstance,
  clientDir: string,
  {
    serveSourceMaps,
    openingFor,
    accountFor,
    publicConfig,
  }: {
    serveSourceMaps: boolean;
    openingFor?: OpeningFor;
    accountFor?: AccountFor;
    publicConfig: PublicConfig;
  },
): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const indexHtml = hasClient
    ? withPublicConfig(fs.readFileSync(indexFile, 'utf8'), publicConfig)
    : '';
  const screenPages = hasClient
    ? pagesByScreen(clientDir, indexHtml)
    : new Map<OpeningScreenModule, string>();
  const pageFor = (pathname: string) => {
    const screen = openingScreenFor(pathname);
    return (screen && screenPages.get(screen)) ?? indexHtml;
  };
  // The server's words come from the app's catalogues, read once, in each offered language.
  const messages = await loadServerMessages();
  // Each language's pages are written when the first page in it is asked for (decision 455).
  const pagesByLanguage = new Map<Language, ReturnType<typeof firstScreenPages>>();
  const pagesIn = (language: Language) => {
    let pages = pagesByLanguage.get(language);
    if (!pages) {
      pages = firstScreenPages(pageFor, messages.in(language));
      pagesByLanguage.set(language, pages);
    }
    return pages;
  };
  /** A screen for signed-in users only would flash before the app sends a visitor to sign in. */
  const firstScreenPage = (request: FastifyRequest, pathname: string, language: Language) => {
    const screen = firstScreenFor(pathname);
    if (!screen) return undefined;
    const withSession = readSessionToken(request) !== undefined;
    if ('signedInOnly' in screen && !withSession) return undefined;
    const pages = pagesIn(language).get(pathname);
    return withSession ? pages?.signedIn : pages?.visitor;
  };
  if (hasClient) {
    const shared = {
      // Decision 274: the build's .br and .gz siblings, sent as they are.
      preCompressed: true,
      index: false as const,
      // Source maps are built for debugging; served, they hand the whole source to anyone.
      allowedPath: (pathname: string) => serveSourceMaps || !pathname.endsWith('.map'),
    };
    // The hashed bundles under /assets/ are looked up when asked, by one route: a route per
    // built file (several hundred with their .br, .gz and .map) cost the start a tenth of its CPU.
    await app.register(fastifyStatic, {
      ...shared,
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      setHeaders: (response) => {
        response.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
    // The few files at the root keep a route each, so that `/` and the app's pages fall through
    // to the pages below.
    await app.register(fastifyStatic, {
      ...shared,
      root: clientDir,
      wildcard: false,
      globIgnore: ['assets/**', '**/*.br', '**/*.gz', ...(serveSourceMaps ? [] : ['**/*.map'])],
      decorateReply: false,
      setHeaders: (response) => {
        response.header('Cache-Control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ clientDir }, 'client build not found: run "npm run build" to serve the web app');
  }

  /** The page is served without an opening rather than not at all when the opening fails. */
  const pageWithOpening = async (request: FastifyRequest, pathname: string, language: Language) => {
    try {
      const opening = await openingFor?.(pathname, pageTitleLanguage(request, language));
      return opening && withFirstScreen(pageFor(pathname), opening, messages.in(language));
    } catch (error) {
      app.log.warn({ err: error, pathname }, 'could not write the page opening');
      return undefined;
    }
  };

  /**
   * An unverified user's banner goes above the opening, unless they dismissed it (decision 264).
   * Only a page with an opening has a place for it, so only such a page looks up the session.
   */
  const withAccountBanner = async (request: FastifyRequest, page: string, language: Language) => {
    if (!accountFor || !hasOpening(page)) return page;
    try {
      const account = await accountFor(request);
      if (!account || account.emailVerified) return page;
      if (request.cookies[BANNER_DISMISSED_COOKIE] === account.uid) return page;
      return withVerificationBanner(
        page,
        { email: account.email, delivery: publicConfig.mailDelivery },
        messages.in(language),
      );
    } catch (error) {
      app.log.warn({ err: error }, 'could not write the verification banner into the page');
      return page;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw notFound(`No API endpoint at ${request.method} ${pathname}`);
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasClient || !wantsPage || path.extname(pathname) !== '') {
      throw notFound(`Nothing at ${pathname}`);
    }
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Language, Cookie');
    // The app draws its not-found screen for these; the status tells crawlers and monitors.
    if (!isClientRoute(pathname)) reply.code(404);
    const language = pageLanguage(request);
    const page =
      firstScreenPage(request, pathname, language) ??
      (await pageWithOpening(request, pathname, language));
    const withBanner = await withAccountBanner(request, page ?? pageFor(pathname), language);
    return reply.type('text/html; charset=utf-8').send(withPageLanguage(withBanner, language));
  });
}
