import type { GroupDetail, GroupRow, UserListQuery } from '@portal/shared';

export type { GroupDetail, GroupRow };

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
