import { useQuery } from '@tanstack/react-query';
import type { DepartmentNode, JobPosition, Paged } from '@portal/shared';
import { api } from '@/api';

/** GET filter/department-cascade/?parent=: one level of the department tree (the top: none). */
export function useDepartmentChildren(parent: number | null, enabled = true) {
  return useQuery({
    queryKey: ['user-admin', 'department', parent],
    queryFn: ({ signal }) =>
      api.get<Paged<DepartmentNode>>('filter/department-cascade', {
        query: { page_size: 200, ...(parent ? { parent } : {}) },
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

/** GET filter/position/?search=: up to 20 positions matching what is typed. */
export function usePositionOptions(search: string) {
  return useQuery({
    queryKey: ['user-admin', 'position', search],
    queryFn: ({ signal }) =>
      api.get<Paged<JobPosition>>('filter/position', {
        query: { page_size: 20, ...(search ? { search } : {}) },
        signal,
      }),
    staleTime: 60_000,
  });
}
