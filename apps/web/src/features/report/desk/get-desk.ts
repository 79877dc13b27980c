import { useQuery } from '@tanstack/react-query';
import type { Desk } from '@portal/shared';
import { api } from '@/api';

/** GET dashboard/desk/: the queues waiting for the viewer, the week and recent activity. */
export function useDesk(language: string) {
  return useQuery({
    queryKey: ['dashboard', 'desk', language],
    queryFn: ({ signal }) => api.get<Desk>('dashboard/desk', { signal }),
    refetchOnWindowFocus: true,
  });
}
