import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerify } from '@portal/shared';
import { api, isApiError } from '@/api';

/** GET certificate/verify/{code}/: public, no session needed. */
export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerify> {
  return api.get<CertificateVerify>(`certificate/verify/${encodeURIComponent(code)}`, {
    signal,
    ignoreUnauthorized: true,
  });
}

export function verifyCertificateQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['certificate', 'verify', code] as const,
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // An unknown code or the rate limit is an answer, not a glitch worth repeating.
    retry: (count, error) => !isApiError(error, 404) && !isApiError(error, 429) && count < 1,
  });
}

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
