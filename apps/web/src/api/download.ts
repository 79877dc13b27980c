import { ApiError, NETWORK_FAILED_STATUS } from './api-error';
import { buildUrl, type QueryParams } from './client';

/** A file the server sent, with the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? fallback;
}

/**
 * GET a file as a blob (SPEC §7 "file download via GET as blob"), with the session cookie. A
 * refusal becomes an ApiError with the server's code, like any other call.
 */
export async function downloadFile(
  path: string,
  query: QueryParams = {},
  fallbackName = 'download',
): Promise<DownloadedFile> {
  const url = buildUrl('/api/', path, query);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch (cause) {
    throw new ApiError({
      status: NETWORK_FAILED_STATUS,
      code: 'network_error',
      detail: String(cause),
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as {
      code?: unknown;
      detail?: unknown;
      errors?: Record<string, string[]>;
    };
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : 'error_occurs',
      detail: typeof body.detail === 'string' ? body.detail : response.statusText,
      errors: body.errors ?? {},
    });
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}

/** Hands a downloaded file to the browser as a saved file. */
export function saveFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
