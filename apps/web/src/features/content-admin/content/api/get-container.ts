import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys } from './content-keys';
import { containerUrl, type AdminContainer, type ContainerRef } from '../container-kinds';

/** GET dashboard/{container}/{id}/: the course or program with its links, sections and slots. */
export function getContainer(container: ContainerRef, signal?: AbortSignal) {
  return api.get<AdminContainer>(containerUrl(container), { signal });
}

export function containerQueryOptions(container: ContainerRef) {
  return queryOptions({
    queryKey: contentKeys.course(container.id),
    queryFn: ({ signal }) => getContainer(container, signal),
  });
}

/** The container being edited; nothing is read for a new one (`id` null). */
export function useContainer(kind: ContainerRef['kind'], id: number | null) {
  return useQuery({ ...containerQueryOptions({ kind, id: id ?? 0 }), enabled: id !== null });
}
