import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfigAnswer } from '@portal/shared';
import { api, queryKeys } from '@/api';

/** PATCH dashboard/config/{name}/ {value}; superusers only. */
export function patchConfig(
  name: string,
  value: unknown,
): Promise<{ name: string; value: unknown }> {
  return api.patch<{ name: string; value: unknown }>(
    `dashboard/config/${encodeURIComponent(name)}`,
    { value },
    { ignoreForbidden: true },
  );
}

/** Saves one config value and updates the cached config everywhere it is read. */
export function usePatchConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; value: unknown }) => patchConfig(input.name, input.value),
    onSuccess: (answer) => {
      for (const source of ['dashboard/config', 'config'] as const) {
        queryClient.setQueryData<ConfigAnswer>(queryKeys.config(source), (old) =>
          old ? { ...old, config_dict: { ...old.config_dict, [answer.name]: answer.value } } : old,
        );
        window.localStorage.removeItem(`cache:${source}`);
      }
    },
  });
}
