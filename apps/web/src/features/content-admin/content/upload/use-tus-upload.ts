import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import {
  acceptsFilename,
  UPLOAD_ENDPOINT,
  UPLOAD_MAX_BYTES,
  UPLOAD_MEDIA_HEADER,
  UPLOAD_MEDIA_URL_HEADER,
  type UploadKind,
} from '@portal/shared';
import { readCookie } from '@/api/cookies';

/** A finished upload: the stored media file the server made of it. */
export interface UploadedFile {
  id: number;
  name: string;
  size: number;
  /** Images: the address the stored image is served at. */
  url?: string;
}

/** Where an upload stands; a failure carries a message key (and its parameters). */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' | 'paused'; name: string; sent: number; total: number }
  | { status: 'failed'; name: string; key: string; params: Record<string, unknown> }
  | { status: 'done'; file: UploadedFile };

const MB = 1024 * 1024;
/** Chunks of 5 MB: a dropped connection loses at most one chunk, and pause stops quickly. */
const CHUNK_BYTES = 5 * MB;
/** Automatic retries after a dropped connection before the Retry button is offered. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/** The message key (and parameters) of a refusal the server sent in `{ detail, code }`. */
function failureOf(error: Error): { key: string; params: Record<string, unknown> } {
  const body = error instanceof DetailedError ? error.originalResponse?.getBody() : undefined;
  try {
    const parsed = JSON.parse(body ?? '') as {
      code?: string;
      size_mb?: number;
      size?: number;
      width?: number;
      height?: number;
    };
    // Image refusals carry their rule (size in KB, width, height); other files a size in MB.
    const { width, height } = parsed;
    if (parsed.code)
      return {
        key: parsed.code,
        params: { size: parsed.size_mb ?? parsed.size ?? 10, width, height },
      };
  } catch {
    // Not the portal's answer: the connection failed.
  }
  return { key: 'upload_connection_failed', params: {} };
}

/**
 * A resumable (tus) upload of one file of a kind to dashboard/upload/, with progress, pause,
 * resume and retry. The CSRF header is read fresh for each request; an upload interrupted by
 * a closed tab resumes where it stopped when the same file is chosen again.
 */
export function useTusUpload(
  kind: UploadKind,
  onDone: (file: UploadedFile) => void,
  /** More upload metadata: an image's `use`. */
  extra: Record<string, string> = {},
  /** The tus path: the dashboard's, or the learners' (LEARNER_UPLOAD_ENDPOINT). */
  endpoint: string = UPLOAD_ENDPOINT,
) {
  const extraRef = useRef(extra);
  extraRef.current = extra;
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const upload = useRef<Upload | null>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  useEffect(() => () => void upload.current?.abort(), []);

  const begin = useCallback(async (current: Upload) => {
    const previous = await current.findPreviousUploads();
    const last = previous[0];
    if (last) current.resumeFromPreviousUpload(last);
    current.start();
  }, []);

  const start = useCallback(
    (file: File) => {
      void upload.current?.abort();
      const name = file.name;
      if (!acceptsFilename(kind, name)) {
        setState({ status: 'failed', name, key: 'invalid_filetype', params: {} });
        return;
      }
      if (kind !== 'video' && kind !== 'image' && file.size > UPLOAD_MAX_BYTES) {
        const params = { size: UPLOAD_MAX_BYTES / MB };
        setState({ status: 'failed', name, key: 'file_size_less_than_xx', params });
        return;
      }
      const next = new Upload(file, {
        endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { ...extraRef.current, filename: name, kind },
        removeFingerprintOnSuccess: true,
        onBeforeRequest: (req) => req.setHeader('X-CSRFToken', readCookie('csrftoken') ?? ''),
        onProgress: (sent, total) =>
          setState((s) => (s.status === 'paused' ? s : { status: 'uploading', name, sent, total })),
        onError: (error) => setState({ status: 'failed', name, ...failureOf(error) }),
        onSuccess: ({ lastResponse }) => {
          const id = Number(lastResponse.getHeader(UPLOAD_MEDIA_HEADER));
          // Resumed after the last chunk's answer was lost: the file must be sent again.
          if (!id) {
            setState({ status: 'failed', name, key: 'upload_connection_failed', params: {} });
            return;
          }
          const url = lastResponse.getHeader(UPLOAD_MEDIA_URL_HEADER) ?? undefined;
          const uploaded = { id, name, size: file.size, ...(url ? { url } : {}) };
          setState({ status: 'done', file: uploaded });
          doneRef.current(uploaded);
        },
      });
      upload.current = next;
      setState({ status: 'uploading', name, sent: 0, total: file.size });
      void begin(next);
    },
    [begin, kind, endpoint],
  );

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((s) => (s.status === 'uploading' ? { ...s, status: 'paused' } : s));
  }, []);

  /** Resume after a pause, or retry after a failure: the server says how far it got. */
  const resume = useCallback(() => {
    const current = upload.current;
    if (!current) return;
    setState((s) =>
      s.status === 'paused'
        ? { ...s, status: 'uploading' }
        : s.status === 'failed'
          ? { status: 'uploading', name: s.name, sent: 0, total: 0 }
          : s,
    );
    current.start();
  }, []);

  return { state, start, pause, resume };
}
