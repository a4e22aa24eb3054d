import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSameOriginPath } from '../../../../shared/return-path';
import {
  providerLinkRequestSchema,
  type ProviderLinkResponse,
} from '../../../../shared/sign-in-ways-api';
import { HttpError } from '../../../http/http-error';
import { parseRequest } from '../../../http/validation';
import { confirmCurrentPassword } from '../account-changes';
import { authError } from '../auth-error';
import type { AuthServices } from '../auth-services';
import { contextOf } from '../request-context';
import { handOverSession, holdSecondFactor } from '../session-start';
import { sameSecret } from '../secrets';
import { requireSignedIn } from '../session-guard';
import { pendingLinkCookie, roundTripCookie } from '../short-lived-cookie';
import { requireVerifiedAddress } from '../ways/link-rules';
import { LOGIN_LIFETIME_MS } from './oidc-logins';
import { PENDING_LINK_LIFETIME_MS } from './pending-links';
import { finishOidcLogin, loginOf, OIDC_CALLBACK_PATH, startOidcLogin } from './oidc-flow';
import type { OidcResult } from './oidc-outcomes';
import { RESULT_SCRIPT, RESULT_SCRIPT_PATH, resultPage, type RoundTripEnd } from './result-page';

const startQuerySchema = z.object({
  display: z.enum(['popup', 'redirect']).default('redirect'),
  returnTo: z.string().max(2000).default('/mylists'),
  intent: z.enum(['sign-in', 'link']).default('sign-in'),
});

/**
 * The round trip must start and end at the address the provider returns to; a browser on
 * another address (a second host name, a copy on another domain) is unauthorized-domain.
 */
function isAuthorizedOrigin(request: FastifyRequest, services: AuthServices): boolean {
  const { linkBase } = contextOf(request, services);
  return new URL(linkBase).origin === new URL(`${request.protocol}://${request.host}`).origin;
}

export function oidcRoutes(app: FastifyInstance, services: AuthServices): void {
  const endPage = (
    reply: FastifyReply,
    end: RoundTripEnd,
    display: 'popup' | 'redirect' | 'unknown',
  ) =>
    reply
      .header('Cache-Control', 'no-store')
      // The popup must stay connected to the app that opened it (decision 122).
      .header('cross-origin-opener-policy', 'unsafe-none')
      .type('text/html; charset=utf-8')
      .send(resultPage(end, display));

  const errorEnd = (error: unknown): RoundTripEnd => {
    if (error instanceof HttpError) {
      return { outcome: 'error', code: error.code, message: error.message };
    }
    throw error;
  };

  app.get(RESULT_SCRIPT_PATH, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(RESULT_SCRIPT),
  );

  app.get<{ Params: { providerId: string } }>(
    '/api/auth/oidc/:providerId/start',
    async (request, reply) => {
      const parsed = startQuerySchema.safeParse(request.query);
      const display = parsed.success ? parsed.data.display : 'redirect';
      try {
        if (!parsed.success) throw authError('invalid-oidc-response');
        const { returnTo, intent } = parsed.data;
        // A sign-in round trip starts by plain navigation; a link never does, as any site can
        // send a GET (S-13): it starts with the POST below.
        if (intent === 'link') throw authError('invalid-oidc-response');
        const url = await startRoundTrip(request, reply, {
          providerId: request.params.providerId,
          display,
          returnTo,
          linkUserId: null,
        });
        return reply.header('Cache-Control', 'no-store').redirect(url);
      } catch (error) {
        return endPage(reply, errorEnd(error), display);
      }
    },
  );

  /**
   * Linking from /profile: a POST, so the CSRF check sees it, with the re-authentication an
   * e-mail change asks for, by an account with a verified address. The answer names the
   * provider's address, where the app sends its popup or tab.
   */
  app.post<{ Params: { providerId: string } }>(
    '/api/auth/oidc/:providerId/link',
    async (request, reply): Promise<ProviderLinkResponse> => {
      const signedIn = await requireSignedIn(services, request, reply);
      const body = parseRequest(providerLinkRequestSchema, request.body, 'body');
      // An unknown provider is named before anything is said about the account.
      services.oidc.providers.setting(request.params.providerId);
      requireVerifiedAddress(signedIn.user);
      await confirmCurrentPassword(services, signedIn, body.currentPassword);
      const url = await startRoundTrip(request, reply, {
        providerId: request.params.providerId,
        display: body.display,
        returnTo: body.returnTo,
        linkUserId: signedIn.user.id,
      });
      reply.header('Cache-Control', 'no-store');
      return { url };
    },
  );

  /** The provider's authorization address, with this browser bound to the round trip. */
  async function startRoundTrip(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Parameters<typeof startOidcLogin>[1],
  ): Promise<string> {
    if (!isSameOriginPath(input.returnTo) || !isAuthorizedOrigin(request, services)) {
      throw authError('unauthorized-domain');
    }
    const url = await startOidcLogin(services, input, contextOf(request, services));
    roundTripCookie.set(
      reply,
      services.cookies,
      url.searchParams.get('state') ?? '',
      LOGIN_LIFETIME_MS,
    );
    return url.href;
  }

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const login = await loginOf(services, query);
    // A callback only counts in the browser that started the round trip: without this, a link
    // to someone else's callback would sign the victim in to that someone's account.
    const startedHere = roundTripCookie.read(request);
    roundTripCookie.clear(reply, services.cookies);
    const state = query.get('state') ?? '';
    if (!login || startedHere === undefined || !sameSecret(startedHere, state)) {
      return endPage(
        reply,
        errorEnd(authError('invalid-oidc-response')),
        login?.display ?? 'unknown',
      );
    }
    try {
      const result = await finishOidcLogin(services, login, query, contextOf(request, services));
      return endPage(reply, deliver(reply, result, login.return_to), login.display);
    } catch (error) {
      return endPage(reply, errorEnd(error), login.display);
    }
  });

  /** The session or challenge cookies for the result; the page then tells the app. */
  function deliver(reply: FastifyReply, result: OidcResult, returnTo: string): RoundTripEnd {
    if (result.kind === 'linked') return { outcome: 'linked', returnTo };
    if (result.kind === 'link-pending') {
      pendingLinkCookie.set(reply, services.cookies, result.token, PENDING_LINK_LIFETIME_MS);
      return errorEnd(authError('account-exists-with-different-credential'));
    }
    const { outcome } = result;
    if (outcome.kind === 'second-factor') {
      holdSecondFactor(services, reply, outcome.challenge.token);
      return { outcome: 'second-factor' };
    }
    const { session } = outcome;
    handOverSession(services, reply, session);
    return { outcome: 'signed-in', returnTo };
  }
}
