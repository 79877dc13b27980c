import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMaterial, MaterialInput } from '@portal/shared';
import { api } from '@/api';
import { contentKeys } from './content-keys';

/** POST dashboard/material/ (new, unpublished) or PATCH dashboard/material/{id}/. */
export function saveMaterial(id: number | null, body: MaterialInput) {
  return id === null
    ? api.post<AdminMaterial>('dashboard/material', body, { cancelPrevious: false })
    : api.patch<AdminMaterial>(`dashboard/material/${id}`, body, { cancelPrevious: false });
}

/** POST dashboard/material/{id}/publish/ {is_publish}. */
export function publishMaterial(id: number, isPublish: boolean) {
  return api.post<AdminMaterial>(
    `dashboard/material/${id}/publish`,
    { is_publish: isPublish },
    { cancelPrevious: false },
  );
}

/** DELETE dashboard/material/{id}/: 424 cannot_delete_because_dependency while it is used. */
export function deleteMaterial(id: number) {
  return api.delete<void>(`dashboard/material/${id}`, { cancelPrevious: false });
}

/** Keeps the answer as the material's cached copy and refreshes the content lists. */
function useStoreMaterial() {
  const queryClient = useQueryClient();
  return (material: AdminMaterial) => {
    queryClient.setQueryData(contentKeys.material(material.id), material);
    return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
  };
}

export function useSaveMaterial(id: number | null) {
  const store = useStoreMaterial();
  return useMutation({
    mutationFn: (body: MaterialInput) => saveMaterial(id, body),
    onSuccess: store,
  });
}

export function usePublishMaterial(id: number) {
  const store = useStoreMaterial();
  return useMutation({
    mutationFn: (isPublish: boolean) => publishMaterial(id, isPublish),
    onSuccess: store,
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.material(id) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.all() });
    },
  });
}
