import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Leaderboard,
  LeaderboardPeriod,
  LeaderboardScope,
  MyChallenge,
  Paged,
  PointEvent,
  PointSummary,
} from '@portal/shared';
import { api } from '@/api';

const root = ['gamification'] as const;
export const summaryKey = [...root, 'summary'] as const;

/** My totals, opt-out flag and newest award (polled for the points toast). */
export function usePointSummary(options: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) =>
      api.get<PointSummary>('profile/point-gamification', { signal, cancelPrevious: false }),
    enabled: options.enabled ?? true,
    refetchInterval: options.poll ? 60_000 : false,
    refetchOnWindowFocus: true,
  });
}

export function usePointHistory(page: number) {
  return useQuery({
    queryKey: [...root, 'history', page],
    queryFn: ({ signal }) =>
      api.get<Paged<PointEvent>>('profile/point-gamification/history', {
        query: { page, page_size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMyChallenges() {
  return useQuery({
    queryKey: [...root, 'challenge'],
    queryFn: ({ signal }) =>
      api.get<{ results: MyChallenge[] }>('profile/point-gamification/challenge', { signal }),
  });
}

export function useLeaderboard(query: {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  group_id?: number;
}) {
  return useQuery({
    queryKey: [...root, 'leaderboard', query],
    queryFn: ({ signal }) =>
      api.get<Leaderboard>('profile/point-gamification/leaderboard', {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT profile/point-gamification/privacy/. */
export function useSetPrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) =>
      api.put<void>('profile/point-gamification/privacy', { leaderboard_opt_out: optOut }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}
