import type {
  AdminLoginRequest,
  AdminQueueResponse,
  BatchResponse,
  AdminLoginResponse,
  AdminMeResponse,
  AdminStatsResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  DashboardResponse,
  OkResponse,
  PermissionsResponse,
  Role,
  UpdateRoleResponse,
} from '@inkcard/shared';
import { apiRequest } from './client';

/**
 * Signs in to the admin console.
 * @param body - email or username, and password
 * @returns the admin token and user
 */
export function adminLogin(body: AdminLoginRequest): Promise<AdminLoginResponse> {
  // A wrong password answers 401: it must show the message, not redirect.
  return apiRequest<AdminLoginResponse>('POST', '/admin/login', { body, auth: 'none', skipAuthRedirect: true });
}

/**
 * Ends the admin session on the server; failures are the caller's to ignore.
 * @returns the server's answer
 */
export function adminLogout(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/admin/logout', { skipAuthRedirect: true, retry: false });
}

/**
 * The signed-in administrator, read from the server (session check at console start).
 * @returns the admin user
 */
export function fetchAdminMe(): Promise<AdminMeResponse> {
  return apiRequest<AdminMeResponse>('GET', '/admin/me');
}

/**
 * The dashboard figures.
 * @returns users by role, today's visits and downloads, and the 7-day trend
 */
export function fetchDashboard(): Promise<DashboardResponse> {
  return apiRequest<DashboardResponse>('GET', '/admin/dashboard');
}

/**
 * One page of users.
 * @param query - role, search, page, page size and sort
 * @returns the users, the total and the roles the admin may grant each
 */
export function fetchAdminUsers(query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<AdminUsersResponse>('GET', `/admin/users?${params.toString()}`);
}

/**
 * Changes a user's role.
 * @param id - the user
 * @param role - the new role
 * @returns the updated user
 */
export function updateUserRole(id: number, role: Role): Promise<UpdateRoleResponse> {
  return apiRequest<UpdateRoleResponse>('PUT', `/admin/users/${id}/role`, { body: { role } });
}

/**
 * Usage statistics over the last 7, 30 or 90 UTC days.
 * @param days - 7, 30 or 90
 * @returns the statistics
 */
export function fetchAdminStats(days: number): Promise<AdminStatsResponse> {
  return apiRequest<AdminStatsResponse>('GET', `/admin/stats?days=${days}`);
}

/**
 * The role-by-capability matrix the server enforces.
 * @returns the permissions
 */
export function fetchPermissions(): Promise<PermissionsResponse> {
  return apiRequest<PermissionsResponse>('GET', '/admin/permissions');
}

/**
 * The batch queue (issue 28): cards waiting, running and failed, the rendering processes, recent batches.
 * @returns the overview
 */
export function fetchAdminQueue(): Promise<AdminQueueResponse> {
  return apiRequest<AdminQueueResponse>('GET', '/admin/queue');
}

/**
 * Cancels any user's batch.
 * @param id - the batch id
 * @returns the batch, cancelled
 */
export function cancelAdminBatch(id: string): Promise<BatchResponse> {
  return apiRequest<BatchResponse>('POST', `/admin/batches/${encodeURIComponent(id)}/cancel`, { retry: false });
}
