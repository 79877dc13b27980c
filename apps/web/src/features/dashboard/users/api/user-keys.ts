import type { UserListQuery } from '@portal/shared';

/**
 * Keys of the users and groups screens. A saved user invalidates `['dashboard', 'user']`
 * (lists and details); a saved or deleted group invalidates `['dashboard', 'group']`.
 */
export const userKeys = {
  all: () => ['dashboard', 'user'] as const,
  list: (query: UserListQuery) => ['dashboard', 'user', 'list', query] as const,
  detail: (id: number) => ['dashboard', 'user', 'detail', id] as const,
  groupsAll: () => ['dashboard', 'group'] as const,
  groups: (page: number, search: string) =>
    ['dashboard', 'group', 'list', { page, search }] as const,
  group: (id: number) => ['dashboard', 'group', 'detail', id] as const,
  permissions: () => ['dashboard', 'permission-option'] as const,
};

/** A group as the list answers it. */
export interface GroupRow {
  id: number;
  name: string;
}

/** A group with the codenames of its permissions. */
export interface GroupDetail extends GroupRow {
  permission_codenames: string[];
}
