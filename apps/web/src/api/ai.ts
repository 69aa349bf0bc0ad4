import type { AiStatusResponse } from '@inkcard/shared';
import { apiRequest } from './client';

/**
 * Whether AI generation is on, the daily quota and (signed in) what is left of it today.
 * @returns the status
 */
export function fetchAiStatus(): Promise<AiStatusResponse> {
  return apiRequest<AiStatusResponse>('GET', '/ai/status', { retry: false, skipAuthRedirect: true });
}
