import { DASHBOARD_PERMISSION, type User } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { hasPermission } from '@/lib/permission';
import { acceptanceState } from './acceptance.repository';

/**
 * The user as the API shows it: flags derived from groups and accepted documents; `loginAs`
 * when the session is an administrator's login-as (SPEC is_login_as and its expiry).
 */
export async function toUserDto(
  db: Executor,
  user: UserRow,
  loginAs?: { expiresAt: Date } | null,
): Promise<User> {
  const [dashboard, accepted] = await Promise.all([
    hasPermission(db, user, DASHBOARD_PERMISSION),
    acceptanceState(db, user.id),
  ]);
  return {
    id: user.id,
    language: user.language,
    first_name: user.first_name,
    last_name: user.last_name,
    first_name_th: user.first_name_th,
    last_name_th: user.last_name_th,
    department: user.department,
    position: user.position,
    email: user.email,
    last_active: user.last_active ? user.last_active.toISOString() : null,
    image: user.image,
    datetime_login_as_expire: loginAs ? loginAs.expiresAt.toISOString() : null,
    is_dashboard_permission: dashboard,
    is_store_permission: user.is_store_permission,
    is_verified_email: user.is_verified_email,
    is_superuser: user.is_superuser,
    is_accepted_privacy: accepted.privacy,
    is_accepted_term: accepted.term,
    is_accepted_data_consent: accepted.data_consent,
    is_system_user: user.is_system_user,
    is_login_as: Boolean(loginAs),
    is_team_dashboard: user.is_team_dashboard,
    is_creator: user.is_creator,
    is_profile_incomplete: user.profile_incomplete,
  };
}
