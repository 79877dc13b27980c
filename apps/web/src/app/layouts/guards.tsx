import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrl, type User } from '@portal/shared';
import { useAppContext } from '@/core/app-context';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { getLoginPath } from '@/core/session';
import { findPendingDocument, gateUrl } from '@/features/term/gate';

/** The current path with its query, as `next` and `from` carry it. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Whether maintenance applies: the config flag is on and the user is not a system user. */
export function isUnderMaintenance(
  config: Record<string, unknown>,
  flag: string,
  user: User | null,
): boolean {
  return config[flag] === true && user?.is_system_user !== true;
}

/**
 * A visitor is sent to the login path with `next` = the encoded current path, unless `visitor`
 * lets them in (B2C explore mode on a public page).
 */
export function RequireUser(props: {
  user: User | null;
  loginPath?: string;
  visitor?: boolean;
  children: ReactNode;
}) {
  const current = useCurrentPath();
  if (!props.user && !props.visitor)
    return <Navigate to={loginUrl(current, props.loginPath ?? getLoginPath())} replace />;
  return <>{props.children}</>;
}

/** Everyone but system users goes to the maintenance page while the flag is on (SPEC §4). */
export function MaintenanceGuard(props: { user: User | null; flag: string; children: ReactNode }) {
  const { config } = useAppContext();
  if (isUnderMaintenance(config, props.flag, props.user))
    return <Navigate to="/error/server-maintenance" replace />;
  return <>{props.children}</>;
}

/**
 * Webfront only: a signed-in user who has not accepted a published terms, privacy or
 * data-consent document is sent to its page with `from` = the intended page.
 */
export function PrivacyGate(props: { user: User | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const current = useCurrentPath();
  const user = props.user;
  const pending = useQuery({
    queryKey: [
      'term',
      'gate',
      user?.id,
      user?.is_accepted_term,
      user?.is_accepted_privacy,
      user?.is_accepted_data_consent,
    ],
    queryFn: () =>
      user ? findPendingDocument(queryClient, user, i18n.language) : Promise.resolve(null),
    staleTime: Infinity,
  });
  if (!user) return <>{props.children}</>;
  // An invited or just-in-time SSO user completes the profile first (the API refuses the rest).
  if (user.is_profile_incomplete)
    return <Navigate to={`/account/sso/validate?next=${encodeURIComponent(current)}`} replace />;
  // SPEC §4's privacy data check is a start-up call: the loader stays until it answers, so the
  // start-up loader never gives way to a blank screen.
  if (pending.isPending) return <FullScreenLoader />;
  if (pending.data) return <Navigate to={gateUrl(pending.data, current)} replace />;
  return <>{props.children}</>;
}
