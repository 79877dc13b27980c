import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/core/notify';
import type { i18n as I18n } from 'i18next';
import { loginUrl } from '@portal/shared';
import type { GlobalErrorHandlers } from '@/api';
import type { Project } from '@/api/query-keys';
import { clearSession, logout, profileQueryOptions } from '@/core/session';

interface Deps {
  project: Project;
  queryClient: QueryClient;
  i18n: I18n;
  /** router.navigate: paths are inside the router's basename. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  /** The current path inside the basename, with its query. */
  currentPath: () => string;
  loginPath: () => string;
}

/** SPEC §8 global handling for one SPA. */
export function createErrorHandlers(deps: Deps): GlobalErrorHandlers {
  const go = (to: string) => void deps.navigate(to, { replace: true });
  return {
    unauthorized() {
      const hadUser =
        deps.queryClient.getQueryData(profileQueryOptions().queryKey) !== undefined &&
        deps.queryClient.getQueryData(profileQueryOptions().queryKey) !== null;
      clearSession(deps.queryClient);
      const current = deps.currentPath();
      const loginPath = deps.loginPath();
      if (current.startsWith(loginPath) && !hadUser) return;
      notify({ id: 'session-expired', color: 'red', message: deps.i18n.t('session_expired') });
      go(loginUrl(current, loginPath));
    },
    forbidden() {
      if (deps.project === 'dashboard') {
        void logout(deps.queryClient, 'dashboard').then(() => go('/error/403'));
        return;
      }
      go('/error/403');
    },
    maintenance() {
      go('/error/server-maintenance');
    },
    errorPage(status) {
      go(`/error/${status}`);
    },
  };
}
