import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import { auditLogKeys } from './get-audit-log';

/** GET dashboard/filter/log-group/: the kinds of things the log holds, for the filter. */
export function getLogGroups(
  signal?: AbortSignal,
): Promise<{ results: { id: string; name: string }[] }> {
  return api.get<{ results: { id: string; name: string }[] }>('dashboard/filter/log-group', {
    signal,
    ignoreForbidden: true,
  });
}

export function useLogGroups() {
  return useQuery({
    queryKey: auditLogKeys.groups(),
    queryFn: ({ signal }) => getLogGroups(signal),
    select: (answer) => answer.results,
  });
}
