import { sql, type ExpressionBuilder, type ExpressionWrapper, type SqlBool } from 'kysely';
import type { Executor } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { noPermission } from '@/lib/errors';
import { permissionCodenames } from '@/lib/permission';
import { groupPermissionCodenames } from './user-admin.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes a user record of someone else: 'id' the account named by the `:id`
     * parameter, 'new' a new account. Its service calls the policy below inside the change's
     * transaction; test/security/user-target-matrix.test.ts finds the routes by this marker
     * and fails for a mutating user or account administration route without one.
     */
    changesUser?: 'id' | 'new';
  }
}

export type PolicyActor = Pick<UserRow, 'id' | 'is_superuser'>;
export type PolicyTarget = Pick<UserRow, 'id' | 'is_superuser' | 'is_system_user'>;

/**
 * The one rule for changing someone's account (password, groups, flags, profile, activation):
 * a superuser may act on anyone; nobody else touches a superuser or a system user, and an
 * administrator acts on an account only if that account's effective permissions (the union of
 * its groups' permissions) are a subset of the administrator's own. Acting on oneself passes
 * the rule (other rules keep one's own access). Pass the caller's transaction as `db`.
 */
export async function canActOnUser(
  db: Executor,
  actor: PolicyActor,
  target: PolicyTarget,
): Promise<boolean> {
  if (actor.is_superuser) return true;
  if (target.is_superuser || target.is_system_user) return false;
  if (target.id === actor.id) return true;
  const own = new Set(await permissionCodenames(db, actor.id));
  const theirs = await permissionCodenames(db, target.id);
  return theirs.every((codename) => own.has(codename));
}

/**
 * canActOnUser as a column of a user list, for every row in the list's one statement: `own` is
 * the actor's permission codenames (permissionCodenames; unused for a superuser). The same rule:
 * a superuser acts on anyone; nobody else on a superuser or system user; oneself; otherwise only
 * when none of the account's group permissions is missing from `own`.
 */
export function mayActOn(
  eb: ExpressionBuilder<DB, 'users'>,
  actor: PolicyActor,
  own: readonly string[],
): ExpressionWrapper<DB, 'users', SqlBool> {
  if (actor.is_superuser) return eb.lit(true).$castTo<SqlBool>();
  return eb.and([
    eb('users.is_superuser', '=', false),
    eb('users.is_system_user', '=', false),
    eb.or([
      eb('users.id', '=', actor.id),
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_group as ug')
            .innerJoin('auth_group_permission as gp', 'gp.group_id', 'ug.group_id')
            .innerJoin('auth_permission as p', 'p.id', 'gp.permission_id')
            .select('ug.user_id')
            .whereRef('ug.user_id', '=', 'users.id')
            .where(sql<boolean>`p.codename <> all(${[...own]}::text[])`),
        ),
      ),
    ]),
  ]);
}

/** canActOnUser, refusing with the portal's 403 `no_permission`. */
export async function assertMayActOnUser(
  db: Executor,
  actor: PolicyActor,
  target: PolicyTarget,
): Promise<void> {
  if (!(await canActOnUser(db, actor, target))) throw noPermission();
}

/** Flags that open a part of the portal to the account: handed out only by one who has it. */
const GRANTED_FLAGS = ['is_creator', 'is_store_permission', 'is_team_dashboard'] as const;
type GrantedFlags = Pick<UserRow, (typeof GRANTED_FLAGS)[number]>;

/**
 * Granting is escalation too: only a superuser sets the superuser or system-user flag; an
 * administrator hands out only groups whose permissions it holds itself, and turns on the
 * creator, store and team-dashboard flags (SPEC §6 user flags) only when it holds that flag
 * itself — the team dashboard shows other people's learning. `before` is the account's flags
 * when it exists: a flag it already has is no grant, and taking one away is always allowed.
 */
export async function assertMayGrant(
  db: Executor,
  actor: PolicyActor & Partial<GrantedFlags>,
  grant: { is_superuser: boolean; is_system_user: boolean; group_ids: number[] } & GrantedFlags,
  before?: GrantedFlags,
): Promise<void> {
  if (actor.is_superuser) return;
  if (grant.is_superuser || grant.is_system_user) throw noPermission();
  for (const flag of GRANTED_FLAGS)
    if (grant[flag] && !before?.[flag] && !actor[flag]) throw noPermission();
  if (grant.group_ids.length === 0) return;
  const granted = await groupPermissionCodenames(db, grant.group_ids);
  const own = new Set(await permissionCodenames(db, actor.id));
  if (granted.some((codename) => !own.has(codename))) throw noPermission();
}
