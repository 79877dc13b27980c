import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { LinkedServiceItem, LinkedServiceRedirect, Paged } from '@portal/shared';
import { api } from '@/api';

const root = ['linked-service'] as const;

/** GET coniverse/service-list/: the services the signed-in user may open, a page at a time. */
export function useLinkedServices(page: number) {
  return useQuery({
    queryKey: [...root, 'list', page],
    queryFn: ({ signal }) =>
      api.get<Paged<LinkedServiceItem>>('coniverse/service-list', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST coniverse/login: the service's URL carrying a short-lived token. */
export function linkedServiceLogin(serviceCode: string): Promise<LinkedServiceRedirect> {
  return api.post<LinkedServiceRedirect>('coniverse/login', { service_code: serviceCode });
}

export function useLinkedServiceLogin() {
  return useMutation({ mutationFn: linkedServiceLogin });
}
