import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { adminLogout } from '../../api/admin';
import { clearAdminSession } from '../auth/session';

/**
 * Logging out of the console: the server call may fail, the local admin session is cleared
 * regardless (spec §4), cached console data is dropped, and the admin login opens.
 * @returns the logout handler
 */
export function useAdminLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await adminLogout();
    } catch {
      // Logout always succeeds locally.
    }
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    await navigate('/admin/v2/login', { replace: true });
  };
}
