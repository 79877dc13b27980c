import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ImportColumnMapping,
  ImportHistoryItem,
  ImportModule,
  ImportPreview,
  ImportRowError,
  Paged,
} from '@portal/shared';
import { IMPORT_STATUS } from '@portal/shared';
import { api, ApiError, type FieldErrors } from '@/api';
import { readCookie } from '@/api/cookies';

/** Query keys of the import screens; every list and item lives under `importKeys.all`. */
export const importKeys = {
  all: ['dashboard', 'import'] as const,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (params: ImportListParams) => [...importKeys.lists(), params] as const,
  item: (id: number) => [...importKeys.all, 'item', id] as const,
  errors: (id: number, page: number) => [...importKeys.all, 'errors', id, page] as const,
};

export interface ImportListParams {
  page: number;
  search: string;
  ordering: string;
  module?: string;
  status?: string;
}

/** GET dashboard/import/: the history, server paged. */
export function getImports(params: ImportListParams, signal?: AbortSignal) {
  return api.get<Paged<ImportHistoryItem>>('dashboard/import', {
    query: {
      page: params.page,
      search: params.search || undefined,
      ordering: params.ordering || undefined,
      module: params.module || undefined,
      status: params.status || undefined,
    },
    signal,
  });
}

export function importsQueryOptions(params: ImportListParams) {
  return queryOptions({
    queryKey: importKeys.list(params),
    queryFn: ({ signal }) => getImports(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useImports(params: ImportListParams) {
  return useQuery(importsQueryOptions(params));
}

/** GET dashboard/import/{id}/. */
export function useImport(id: number) {
  return useQuery({
    queryKey: importKeys.item(id),
    queryFn: ({ signal }) => api.get<ImportHistoryItem>(`dashboard/import/${id}`, { signal }),
    // The WebSocket moves it; a step sent while this screen's socket was still connecting
    // would be missed, so a running import is also asked again every few seconds.
    refetchInterval: (query) =>
      query.state.data?.status === IMPORT_STATUS.in_progress ? 3000 : false,
  });
}

/** GET dashboard/import/{id}/error/: the refused cells, by row. */
export function useImportErrors(id: number, page: number, refreshKey: number) {
  return useQuery({
    queryKey: [...importKeys.errors(id, page), refreshKey],
    queryFn: ({ signal }) =>
      api.get<Paged<ImportRowError>>(`dashboard/import/${id}/error`, {
        query: { page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POSTs a file as the body (no multipart), with the CSRF header the API client would send. The
 * JSON client cannot send a file, hence fetch here.
 */
async function postFile<T>(url: string, file: File): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
      'X-CSRFToken': readCookie('csrftoken') ?? '',
    },
    body: file,
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : 'error_occurs',
      detail: typeof body.detail === 'string' ? body.detail : response.statusText,
      errors: (body.errors as FieldErrors | undefined) ?? {},
    });
  return body as unknown as T;
}

/**
 * POST dashboard/import/{module}/?filename=[&col_{field}=index…]: starts the import; with a
 * mapping, each field is read from its chosen column (issue 21 item 16).
 */
export function uploadImport(
  module: ImportModule,
  file: File,
  mapping?: ImportColumnMapping,
): Promise<ImportHistoryItem> {
  const query = new URLSearchParams({ filename: file.name, format: 'json' });
  for (const [field, index] of Object.entries(mapping ?? {}))
    if (index !== undefined) query.set(`col_${field}`, String(index));
  return postFile(`/api/dashboard/import/${module}/?${query.toString()}`, file);
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { module: ImportModule; file: File; mapping?: ImportColumnMapping }) =>
      uploadImport(input.module, input.file, input.mapping),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.lists() }),
  });
}

/** POST dashboard/import/{module}/preview/?filename=: the first rows, read by the server. */
export function previewImport(module: ImportModule, file: File): Promise<ImportPreview> {
  const query = new URLSearchParams({ filename: file.name, format: 'json' });
  return postFile(`/api/dashboard/import/${module}/preview/?${query.toString()}`, file);
}

/**
 * The preview of the chosen file for the chosen kind, asked again when either changes (the
 * file by name, size and date; the File itself is the query's input).
 */
export function useImportPreview(module: ImportModule, file: File | null) {
  return useQuery({
    queryKey: [
      ...importKeys.all,
      'preview',
      module,
      file ? [file.name, file.size, file.lastModified] : null,
    ],
    queryFn: () => previewImport(module, file as File),
    enabled: file !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
