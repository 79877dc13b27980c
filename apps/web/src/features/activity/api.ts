import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityApproval,
  ActivityDetail,
  ActivityInput,
  AdminActivity,
  AdminActivityCard,
  Paged,
} from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** Query keys of activities: `['activity', ...]`; every write refreshes the domain. */
const keys = { all: () => ['activity'] as const };

/** GET activity/{id}/: the activity with the learner's checklist. */
export function useActivity(id: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...keys.all(), 'detail', language, id] as const,
    queryFn: ({ signal }) =>
      api.get<ActivityDetail>(`activity/${id}`, { query: { lang: language }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** POST activity/{id}/item/{itemid}/check/: ticks an item (or asks for its approval). */
export function useCheckItem(id: number) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: (input: { itemId: number; note: string }) =>
      api.post<ActivityDetail>(
        `activity/${id}/item/${input.itemId}/check`,
        { note: input.note },
        { query: { lang: language } },
      ),
    onSuccess: (detail) =>
      queryClient.setQueryData([...keys.all(), 'detail', language, id], detail),
  });
}

/** Requests shown per page of the approval queue. */
export const APPROVAL_PAGE_SIZE = 20;

/** GET activity/approval/: the requests waiting for the user's decision. */
export function useApprovals(page: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: [...keys.all(), 'approval', language, page] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<ActivityApproval>>('activity/approval', {
        query: { lang: language, page, page_size: APPROVAL_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST activity/approval/{id}/: approve, or reject with a comment. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; is_approved: boolean; comment: string }) =>
      api.post(`activity/approval/${input.id}`, {
        is_approved: input.is_approved,
        comment: input.comment,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** Dashboard: the activities (a page). */
export function useAdminActivities(page: number) {
  return useQuery({
    queryKey: [...keys.all(), 'admin', page] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<AdminActivityCard>>('dashboard/activity', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminActivity(id: number | null) {
  return useQuery({
    queryKey: [...keys.all(), 'admin-detail', id] as const,
    queryFn: ({ signal }) => api.get<AdminActivity>(`dashboard/activity/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSaveActivity(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivityInput) =>
      id === null
        ? api.post<AdminActivity>('dashboard/activity', input)
        : api.put<AdminActivity>(`dashboard/activity/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
