import { z } from 'zod';

/** Personal access tokens for the public API (issue 19, decision 235). */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
};

/** Every token starts so, which lets people and secret scanners recognise a leaked one. */
export const API_TOKEN_PREFIX = 'tsz_';
export const API_TOKEN_NAME_MAX = 60;
/** Live (unrevoked) tokens a user may hold at once. */
export const API_TOKENS_PER_USER = 20;

/** POST /api/tokens: the current password re-authenticates, as for other lasting changes. */
export const apiTokenCreateSchema = z.strictObject({
  name: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(API_TOKEN_NAME_MAX, `must be at most ${API_TOKEN_NAME_MAX} characters`),
  scope: z.enum(API_TOKEN_SCOPES, { message: `must be one of ${API_TOKEN_SCOPES.join(', ')}` }),
  currentPassword: z.string().max(1024).default(''),
});
export type ApiTokenCreateRequest = z.input<typeof apiTokenCreateSchema>;

export const apiTokenIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a token id from the list'),
});

/** A token as listed: never the secret itself. Times are ISO 8601. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ApiTokenList {
  tokens: ApiTokenSummary[];
}

/** The only answer that carries the secret: it is shown once and cannot be read again. */
export interface CreatedApiToken {
  token: ApiTokenSummary;
  secret: string;
}
