import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CalendarAnswer, CalendarConflict, CalendarFeed, Paged } from '@portal/shared';
import { api } from '@/api';

export type CalendarScope = 'all' | 'mine';

/** GET calendar/ (everyone's) or calendar/mine/ for [from, to) (at most CALENDAR_MAX_DAYS). */
export function getCalendar(
  scope: CalendarScope,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<CalendarAnswer> {
  return api.get<CalendarAnswer>(scope === 'mine' ? 'calendar/mine' : 'calendar', {
    query: { from, to },
    signal,
    cancelPrevious: false,
  });
}

const feedKey = ['calendar', 'feed'] as const;

function feedQueryOptions() {
  return queryOptions({
    queryKey: feedKey,
    queryFn: ({ signal }) => api.get<CalendarFeed>('profile/calendar/feed', { signal }),
  });
}

/** The learner's feed token state (its URL only comes back from a rotation). */
export function useCalendarFeed() {
  return useQuery(feedQueryOptions());
}

/** POST profile/calendar/feed/: makes or rotates the token; answers the new URL once. */
export function useRotateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('profile/calendar/feed', {}),
    onSuccess: (feed) => client.setQueryData(feedKey, { ...feed, url: null }),
  });
}

/** DELETE profile/calendar/feed/: revokes the token. */
export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('profile/calendar/feed'),
    onSuccess: () =>
      client.setQueryData(feedKey, { is_active: false, datetime_create: null, url: null }),
  });
}

/** GET calendar/conflict/: my sessions that overlap in time, in pairs, paged. */
export function useConflicts(page: number) {
  return useQuery({
    queryKey: ['calendar', 'conflict', page],
    queryFn: ({ signal }) =>
      api.get<Paged<CalendarConflict>>('calendar/conflict', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
