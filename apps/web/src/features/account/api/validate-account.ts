import { useQuery } from '@tanstack/react-query';
import type {
  DepartmentNode,
  JobPosition,
  Paged,
  ProfileCompletion,
  User,
  ValidateAccountInput,
  ValidationInvite,
} from '@portal/shared';
import { api } from '@/api';

/** GET account/validate/?token=: what the invitation page pre-fills. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['account', 'invitation', token],
    queryFn: ({ signal }) =>
      api.get<ValidationInvite>('account/validate', { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST account/validate/: completes the invitation and signs in. */
export const validateAccount = (body: ValidateAccountInput) =>
  api.post<User>('account/validate', body);

/** POST account/sso/validate/: a signed-in SSO user completes the profile. */
export const validateSsoAccount = (body: ProfileCompletion) =>
  api.post<User>('account/sso/validate', body);

/**
 * GET filter/department-cascade/: one level of the department tree (the top without parent).
 * `invitation`: the invitation page's token, which lets its visitor read the tree.
 */
export function useDepartmentLevel(parent: number | null, enabled = true, invitation = '') {
  return useQuery({
    queryKey: ['directory', 'department', parent, invitation],
    queryFn: ({ signal }) =>
      api.get<Paged<DepartmentNode>>('filter/department-cascade', {
        query: {
          page_size: 200,
          ...(parent ? { parent } : {}),
          ...(invitation ? { invitation } : {}),
        },
        signal,
      }),
    enabled,
  });
}

/** GET filter/position/?search=: positions matching what is typed (English or Thai). */
export function usePositions(search: string, invitation = '') {
  return useQuery({
    queryKey: ['directory', 'position', search, invitation],
    queryFn: ({ signal }) =>
      api.get<Paged<JobPosition>>('filter/position', {
        query: {
          page_size: 20,
          ...(search ? { search } : {}),
          ...(invitation ? { invitation } : {}),
        },
        signal,
      }),
  });
}
