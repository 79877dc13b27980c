import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import {
  acceptsFilename,
  isUploadKind,
  UPLOAD_MAX_BYTES,
  imageUrlOf,
  UPLOAD_MEDIA_HEADER,
  UPLOAD_MEDIA_URL_HEADER,
  uploadExtensions,
  type UploadKind,
} from '@portal/shared';
import type { AppConfig } from '@/config';
import type { Executor } from '@/db/database';
import { mediaRoot, mediaTypeOf, storeMediaFile } from '@/lib/media/media-storage';
import { checkImageBytes, checkImageUpload, imageUseOf, type ImageProblem } from './upload-image';

const MB = 1024 * 1024;

/** Who sent each request the tus server is handling (set by the route before handing over). */
export const uploaderOf = new WeakMap<IncomingMessage, number>();

/** A refusal in the portal's error shape, as the tus server sends it. */
class UploadRefusal extends Error {
  readonly body: string;
  constructor(
    readonly status_code: number,
    code: string,
    detail: string,
    extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.body = JSON.stringify({ detail, code, errors: { file: [code] }, ...extra });
  }
}

const imageRefusal = (problem: ImageProblem) =>
  new UploadRefusal(problem.status, problem.code, problem.detail, problem.params);

const invalidFiletype = (kind: UploadKind | null) =>
  new UploadRefusal(400, 'invalid_filetype', 'This type of file is not accepted.', {
    accept: kind ? uploadExtensions(kind) : [],
  });
const tooBig = (limit: number) =>
  new UploadRefusal(
    413,
    'file_size_less_than_xx',
    `The file must be smaller than ${limit / MB} MB.`,
    { size_mb: limit / MB },
  );

/** The largest file of a kind: videos may be allowed more by config (UPLOAD_VIDEO_MAX_BYTES). */
export function uploadLimit(config: Pick<AppConfig, 'UPLOAD_VIDEO_MAX_BYTES'>, kind: UploadKind) {
  return kind === 'video' ? config.UPLOAD_VIDEO_MAX_BYTES : UPLOAD_MAX_BYTES;
}

/** The folder of unfinished uploads: UPLOAD_DIR, else DATA_DIR/uploads. */
export function uploadDir(config: Pick<AppConfig, 'UPLOAD_DIR' | 'DATA_DIR'>): string {
  return path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

interface NodeBacked {
  runtime?: { node?: { req: IncomingMessage } };
}
const userOf = (req: unknown) => {
  const raw = (req as NodeBacked).runtime?.node?.req;
  return raw ? uploaderOf.get(raw) : undefined;
};

/**
 * What an upload path takes from whom (the learners' path, issue 19): `accepts` answers whether
 * this uploader may send this kind (an image with its use), `stored` records the uploader of a
 * stored file. The dashboard's path takes every kind from its content managers.
 */
export interface UploadPolicy {
  accepts(kind: UploadKind, use: string | null, userId: number): Promise<boolean>;
  stored(db: Executor, mediaFileId: number, userId: number): Promise<void>;
}

const notAllowed = () =>
  new UploadRefusal(403, 'no_permission', 'You do not have permission to perform this action.');

/**
 * The dashboard's tus server (resumable uploads, SPEC §2): files land in the upload folder
 * (a file store, so an unfinished upload survives a restart and is resumed with HEAD + PATCH);
 * a finished one is checked by its first bytes and moved into the media folder, and its media
 * file id goes back in the last PATCH's Upload-Media-File-Id header. Each upload belongs to
 * the user who created it.
 */
export function createUploadServer(
  db: Executor,
  config: AppConfig,
  endpoint: string,
  policy?: UploadPolicy,
): { tus: Server; sweep: () => Promise<number> } {
  const directory = uploadDir(config);
  const store = new FileStore({
    directory,
    expirationPeriodInMilliseconds: config.UPLOAD_EXPIRY_HOURS * 3600 * 1000,
  });
  const media = mediaRoot(config);
  const largest = Math.max(UPLOAD_MAX_BYTES, config.UPLOAD_VIDEO_MAX_BYTES);

  const tus = new Server({
    path: endpoint,
    datastore: store,
    relativeLocation: true,
    maxSize: largest,
    async onUploadCreate(req, upload: Upload) {
      const filename = upload.metadata?.filename ?? '';
      const kind = upload.metadata?.kind ?? '';
      // PostgreSQL's text cannot hold U+0000: a name carrying it would fail only once stored.
      if (Object.values(upload.metadata ?? {}).some((value) => value?.includes('\u0000')))
        throw new UploadRefusal(
          400,
          'invalid_value',
          'The file name holds a character not allowed.',
        );
      if (kind === 'image') {
        // Images follow SPEC §5's image rule of their use (metadata `use`).
        const use = imageUseOf(upload.metadata);
        if (!use) throw new UploadRefusal(400, 'invalid_value', 'Say what the image is for.');
        const problem = checkImageUpload(use, { name: filename, size: upload.size ?? 0 });
        if (problem) throw imageRefusal(problem);
      }
      if (!isUploadKind(kind) || !acceptsFilename(kind, filename))
        throw invalidFiletype(isUploadKind(kind) ? kind : null);
      const use = upload.metadata?.use ?? null;
      if (policy && !(await policy.accepts(kind, kind === 'image' ? use : null, userOf(req) ?? 0)))
        throw notAllowed();
      if (upload.sizeIsDeferred || upload.size === undefined)
        throw new UploadRefusal(400, 'upload_length_required', 'Send the file size first.');
      const limit = uploadLimit(config, kind);
      if (upload.size > limit) throw tooBig(limit);
      return { metadata: { ...upload.metadata, user_id: String(userOf(req) ?? '') } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const upload = await store.getUpload(id).catch(() => null);
      // Someone else's upload is answered like a missing one.
      if (upload && upload.metadata?.user_id !== String(userOf(req)))
        throw new UploadRefusal(404, 'not_found', 'Not found.');
    },
    async onUploadFinish(req, upload: Upload) {
      const file = path.join(directory, upload.id);
      const name = upload.metadata?.filename ?? '';
      const kind = upload.metadata?.kind ?? '';
      try {
        const use = kind === 'image' ? imageUseOf(upload.metadata) : null;
        const problem = use ? await checkImageBytes(use, name, file) : null;
        if (problem) throw imageRefusal(problem);
        if (!isUploadKind(kind) || !(await mediaTypeOf(name, file)))
          throw invalidFiletype(isUploadKind(kind) ? kind : null);
        const row = await storeMediaFile(db, media, {
          path: file,
          name,
          createdBy: userOf(req) ?? null,
        });
        const uploader = userOf(req);
        if (policy && uploader) await policy.stored(db, row.id, uploader);
        const headers: Record<string, string | number> = { [UPLOAD_MEDIA_HEADER]: row.id };
        if (use) headers[UPLOAD_MEDIA_URL_HEADER] = imageUrlOf(row.storage_key);
        return { headers };
      } finally {
        // Refused or stored: the upload's own copy is no longer needed.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(_req, error) {
      if (error instanceof UploadRefusal) return error;
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413) return tooBig(largest);
      const detail = 'body' in error ? error.body.trim() : 'The upload failed.';
      return {
        status_code: status,
        body: JSON.stringify({ detail, code: status >= 500 ? 'server_error' : 'upload_error' }),
      };
    },
  });
  return { tus, sweep: () => tus.cleanUpExpiredUploads() };
}
