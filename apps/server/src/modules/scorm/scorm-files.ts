import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/modules/account/permission.repository';
import { requireUser } from '@/plugins/session';
import { packageDir } from './scorm-import.service';
import { canOpenPackage, findPackage } from './scorm.repository';
import { safeEntryPath } from './scorm-zip';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.xhtml': 'application/xhtml+xml; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsd': 'application/xml; charset=utf-8',
  '.dtd': 'application/xml-dtd',
  '.txt': 'text/plain; charset=utf-8',
  '.vtt': 'text/vtt; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.pdf': 'application/pdf',
};

/** The content type of a package file by its extension; unknown types download as bytes. */
export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The policy for package files only. Authoring tools emit inline scripts, inline handlers and
 * eval, so scripts are relaxed here; everything still loads from our origin, and only our own
 * pages may frame the files.
 */
export const PACKAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const ParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  '*': z.string().max(1000),
});

/**
 * GET /media/scorm/{id}/{path}: a package's files, for learners of a course that holds it (and
 * content managers). The path is decoded and checked like a zip entry, so `..` cannot leave the
 * package folder.
 */
export function scormFileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/media/scorm/:id/*', { config: { access: 'user' } }, async (request, reply) => {
      const user = requireUser(request);
      const params = ParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound();
      const { id } = params.data;
      const relative = safeEntryPath(params.data['*']);
      if (relative === null) throw notFound();
      if (!(await findPackage(ctx.db, id))) throw notFound();
      const allowed =
        (await canOpenPackage(ctx.db, user.id, id)) ||
        (await hasPermission(ctx.db, user, 'dashboard_manage_content'));
      if (!allowed) throw noPermission();
      const root = packageDir(ctx.config.DATA_DIR, id);
      const file = path.join(root, ...relative.split('/'));
      if (!file.startsWith(root + path.sep)) throw notFound();
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      return reply
        .header('content-security-policy', PACKAGE_CSP)
        .header('cache-control', 'private, max-age=300')
        .header('content-length', info.size)
        .type(contentTypeOf(file))
        .send(createReadStream(file));
    });
  };
}
