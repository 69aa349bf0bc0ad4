import type { BatchCreateRequest, BatchResponse } from '@inkcard/shared';
import { apiRequest } from './client';

/**
 * Starts a batch on the server (issue 28) with the signed-in user's session.
 * @param request - the rows and the card every row starts from
 * @returns the batch, queued
 */
export function startServerBatch(request: BatchCreateRequest): Promise<BatchResponse> {
  return apiRequest<BatchResponse>('POST', '/v1/batches', { body: request, retry: false, timeoutMs: 120_000 });
}

/**
 * A batch's progress.
 * @param id - the batch id
 * @param signal - aborts the call
 * @returns the batch
 */
export function getServerBatch(id: string, signal?: AbortSignal): Promise<BatchResponse> {
  return apiRequest<BatchResponse>('GET', `/v1/batches/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/**
 * A finished batch's ZIP (sent with the session's bearer token, which a plain link could not carry).
 * @param id - the batch id
 * @returns the ZIP
 */
export function downloadServerBatch(id: string): Promise<Blob> {
  return apiRequest<Blob>('GET', `/v1/batches/${encodeURIComponent(id)}.zip`, {
    responseType: 'blob',
    timeoutMs: 600_000,
  });
}

/**
 * Cancels a batch.
 * @param id - the batch id
 * @returns the batch, cancelled
 */
export function cancelServerBatch(id: string): Promise<BatchResponse> {
  return apiRequest<BatchResponse>('POST', `/v1/batches/${encodeURIComponent(id)}/cancel`, { retry: false });
}
