import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateDetail, CertificateItem, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { libraryKeys } from './library-keys';

/** GET profile/library/certificate/: the learner's certificates, newest first. */
export function getCertificates(
  language: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<CertificateItem>> {
  return api.get<Paged<CertificateItem>>('profile/library/certificate', {
    query: { page, lang: language },
    signal,
  });
}

export function certificatesQueryOptions(language: string, page: number) {
  return queryOptions({
    queryKey: libraryKeys.certificates(language, page),
    queryFn: ({ signal }) => getCertificates(language, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCertificates(page: number) {
  return useQuery(certificatesQueryOptions(useContentLanguage(), page));
}

/** GET profile/library/certificate/{id}/: one of the learner's own certificates. */
export function getCertificate(
  language: string,
  id: number,
  signal?: AbortSignal,
): Promise<CertificateDetail> {
  return api.get<CertificateDetail>(`profile/library/certificate/${id}`, {
    query: { lang: language },
    signal,
    errorPages: [404],
  });
}

export function certificateQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: libraryKeys.certificate(language, id),
    queryFn: ({ signal }) => getCertificate(language, id, signal),
  });
}

export function useCertificate(id: number) {
  return useQuery(certificateQueryOptions(useContentLanguage(), id));
}

/** Where the browser downloads the PDF (a plain link: the session cookie goes with it). */
export function certificatePdfUrl(id: number, language: 'en' | 'th'): string {
  return `/api/profile/library/certificate/${id}/pdf/?lang=${language}`;
}
