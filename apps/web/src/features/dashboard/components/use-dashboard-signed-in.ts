import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { resolveNext, type User } from '@portal/shared';
import { logout, setProfile } from '@/core/session';
import { permissionQueryOptions } from '../api/get-permission';

/**
 * After a dashboard sign-in (password or e-mail code): administrators only, then the permission
 * list (SPEC §4) and on to `next`; anyone else is signed out and shown 'No Permission'.
 */
export function useDashboardSignedIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (user: User) => {
    const permission = await queryClient.fetchQuery(permissionQueryOptions());
    if (!permission.dashboard_view_dashboard) {
      await logout(queryClient, 'dashboard');
      await navigate('/error/403', { replace: true });
      return;
    }
    setProfile(queryClient, user);
    await navigate(resolveNext(params.get('next')), { replace: true });
  };
}
