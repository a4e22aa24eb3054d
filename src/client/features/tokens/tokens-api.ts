import type {
  ApiTokenCreateRequest,
  ApiTokenList,
  ApiTokenSummary,
  CreatedApiToken,
} from '../../../shared/api-tokens';
import { apiFetch } from '../../lib/api';

const TOKENS_PATH = '/api/profile/tokens';

export const API_TOKENS_QUERY_KEY = ['api-tokens'] as const;

export async function fetchApiTokens(): Promise<ApiTokenSummary[]> {
  return (await apiFetch<ApiTokenList>(TOKENS_PATH)).tokens;
}

/** The answer carries the token itself, which nothing can show again. */
export function createApiToken(request: ApiTokenCreateRequest): Promise<CreatedApiToken> {
  return apiFetch<CreatedApiToken>(TOKENS_PATH, { method: 'POST', json: request });
}

export async function revokeApiToken(id: string): Promise<void> {
  await apiFetch(`${TOKENS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
