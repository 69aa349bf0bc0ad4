import type { ApiTokenCreateResponse, ApiTokenListResponse, OkResponse } from '@inkcard/shared';
import { apiRequest } from './client';

/**
 * The signed-in user's personal API tokens (never the tokens themselves).
 * @returns the list, newest first
 */
export function listApiTokens(): Promise<ApiTokenListResponse> {
  return apiRequest<ApiTokenListResponse>('GET', '/api-tokens');
}

/**
 * Creates a named token; the answer holds the token in full, this once.
 * @param name - what the user calls it
 * @returns the token and its list entry
 */
export function createApiToken(name: string): Promise<ApiTokenCreateResponse> {
  return apiRequest<ApiTokenCreateResponse>('POST', '/api-tokens', { body: { name } });
}

/**
 * Revokes a token: the next call with it is refused.
 * @param id - the token's id
 * @returns the server's answer
 */
export function revokeApiToken(id: number): Promise<OkResponse> {
  return apiRequest<OkResponse>('DELETE', `/api-tokens/${id}`);
}
