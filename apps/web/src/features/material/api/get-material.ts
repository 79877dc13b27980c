import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialDetail } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { materialKeys } from './material-keys';

/** GET material/{id}/: the material published on its own (403 not_enrolled otherwise). */
export function getMaterial(language: string, id: number, signal?: AbortSignal) {
  return api.get<MaterialDetail>(`material/${id}`, {
    query: { lang: language },
    signal,
    ignoreForbidden: true,
  });
}

export function materialQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: materialKeys.detail(language, id),
    queryFn: ({ signal }) => getMaterial(language, id, signal),
    enabled: id > 0,
    retry: false,
  });
}

export function useMaterial(id: number) {
  return useQuery(materialQueryOptions(useContentLanguage(), id));
}
