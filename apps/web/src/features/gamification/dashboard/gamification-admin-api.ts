import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Challenge, ChallengeInput, Paged, PointRule } from '@portal/shared';
import { api } from '@/api';

const root = ['dashboard', 'gamification'] as const;

export function useRules() {
  return useQuery({
    queryKey: [...root, 'rules'],
    queryFn: ({ signal }) =>
      api.get<Paged<PointRule>>('dashboard/gamification/rule', {
        query: { page_size: 200 },
        signal,
      }),
  });
}

export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: {
      id?: number;
      content_kind?: string;
      action?: string;
      points: number;
      is_active: boolean;
    }) =>
      rule.id
        ? api.patch<PointRule>(`dashboard/gamification/rule/${rule.id}`, {
            points: rule.points,
            is_active: rule.is_active,
          })
        : api.post<PointRule>('dashboard/gamification/rule', rule),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'rules'] }),
  });
}

export function useChallenges() {
  return useQuery({
    queryKey: [...root, 'challenges'],
    queryFn: ({ signal }) =>
      api.get<Paged<Challenge>>('dashboard/gamification/challenge', {
        query: { page_size: 200 },
        signal,
      }),
  });
}

export function useSaveChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChallengeInput & { id?: number }) =>
      id
        ? api.patch<Challenge>(`dashboard/gamification/challenge/${id}`, body)
        : api.post<Challenge>('dashboard/gamification/challenge', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'challenges'] }),
  });
}

export function useDeleteChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/gamification/challenge/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'challenges'] }),
  });
}

export function usePointReport(page: number) {
  return useQuery({
    queryKey: [...root, 'report', page],
    queryFn: ({ signal }) =>
      api.get<
        Paged<{
          user_id: number;
          name: string;
          email: string;
          department: string;
          points_all: number;
          points_month: number;
        }>
      >('dashboard/gamification/report', { query: { page, page_size: 20 }, signal }),
  });
}
