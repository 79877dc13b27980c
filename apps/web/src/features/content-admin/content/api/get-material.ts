import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMaterial } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** GET dashboard/material/{id}/: the material with its stored file or SCORM package. */
export function getMaterial(id: number, signal?: AbortSignal) {
  return api.get<AdminMaterial>(`dashboard/material/${id}`, { signal });
}

export function materialQueryOptions(id: number) {
  return queryOptions({
    queryKey: contentKeys.material(id),
    queryFn: ({ signal }) => getMaterial(id, signal),
  });
}

export function useMaterial(id: number | null) {
  return useQuery({ ...materialQueryOptions(id ?? 0), enabled: id !== null });
}
