import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificateRevoked,
  CertificateTemplate,
  CertificateTemplateInput,
  DashboardCertificate,
  Paged,
} from '@portal/shared';
import { api } from '@/api';

/** Query of dashboard/certificate/ as the screen keeps it (strings from the URL). */
export interface CertificateListQuery {
  page: number;
  search?: string;
  is_valid?: string;
}

export const certificateKeys = {
  all: () => ['dashboard', 'certificate'] as const,
  list: (query: CertificateListQuery) => ['dashboard', 'certificate', 'list', query] as const,
  template: (id: string) => ['dashboard', 'certificate', 'template', id] as const,
};

/** GET dashboard/certificate/: issued certificates, newest first. */
export function useDashboardCertificates(query: CertificateListQuery) {
  return useQuery({
    queryKey: certificateKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardCertificate>>('dashboard/certificate', {
        query: {
          ...query,
          search: query.search || undefined,
          is_valid: query.is_valid || undefined,
        },
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST dashboard/certificate/{id}/revoke/ with an optional reason. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) =>
      api.post<CertificateRevoked>(
        `dashboard/certificate/${input.id}/revoke`,
        input.reason ? { reason: input.reason } : {},
        { cancelPrevious: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.all() }),
  });
}

/** GET dashboard/certificate-template/{id}/: a course's wording ('default' for the default). */
export function useCertificateTemplate(id: string) {
  return useQuery({
    queryKey: certificateKeys.template(id),
    queryFn: ({ signal }) =>
      api.get<CertificateTemplate>(`dashboard/certificate-template/${id}`, { signal }),
  });
}

/** PUT dashboard/certificate-template/{id}/. */
export function useSaveCertificateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificateTemplateInput) =>
      api.put<CertificateTemplate>(`dashboard/certificate-template/${id}`, input),
    onSuccess: (saved) => queryClient.setQueryData(certificateKeys.template(id), saved),
  });
}
