import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Leaderboard,
  LeaderboardPeriod,
  Paged,
  TeamMember,
  TeamResult,
  TeamSummary,
} from '@portal/shared';
import { api } from '@/api';

const root = ['team'] as const;

export function useTeamSummary() {
  return useQuery({
    queryKey: [...root, 'summary'],
    queryFn: ({ signal }) => api.get<TeamSummary>('team-dashboard/summary', { signal }),
  });
}

export function useTeamMembers(page: number, search: string) {
  return useQuery({
    queryKey: [...root, 'members', page, search],
    queryFn: ({ signal }) =>
      api.get<Paged<TeamMember>>('team-dashboard/member', {
        query: { page, page_size: 20, search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(userId: number) {
  return useQuery({
    queryKey: [...root, 'member', userId],
    queryFn: ({ signal }) =>
      api.get<{ id: number; name: string; email: string; department: string; position: string }>(
        `team-dashboard/member/${userId}`,
        { signal },
      ),
  });
}

export function useMemberResults(
  userId: number,
  query: { page: number; history: boolean; content_type?: string },
) {
  return useQuery({
    queryKey: [...root, 'member', userId, 'results', query],
    queryFn: ({ signal }) =>
      api.get<Paged<TeamResult>>(`team-dashboard/member/${userId}/result`, {
        query: {
          page: query.page,
          page_size: 20,
          history: String(query.history),
          content_type: query.content_type,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamLeaderboard(period: LeaderboardPeriod) {
  return useQuery({
    queryKey: [...root, 'leaderboard', period],
    queryFn: ({ signal }) =>
      api.get<Leaderboard>('team-dashboard/leaderboard', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAssignable(search: string) {
  return useQuery({
    queryKey: [...root, 'assignable', search],
    queryFn: ({ signal }) =>
      api.get<{ results: { id: number; kind: string; title: { en: string; th: string } }[] }>(
        'team-dashboard/assignable',
        { query: { search }, signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useAssign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      content_id: number;
      user_ids: number[];
      date_end: string;
      note: string;
    }) => api.post<{ assignment_id: number }>('team-dashboard/assign', body),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}
