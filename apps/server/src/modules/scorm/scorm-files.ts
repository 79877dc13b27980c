import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { packageDir } from './scorm-import.service';
import { packageFileAccess } from './scorm.repository';
import { bridgeSnippet, injectBridge, RUNTIME_PATH } from './scorm-bridge';
import { launchCmi } from './scorm.service';
import { bridgeNonce, contentTokenKey, verifyScormToken } from './scorm-token';
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
 * The sandbox every package document gets, as the iframe's `sandbox` attribute and as a CSP
 * directive on every package file (so a file opened in a tab of its own is sandboxed too):
 * scripts, forms, pop-ups (sandboxed as well) and alerts, but never the portal's origin
 * (no allow-same-origin) and never the top page (no allow-top-navigation).
 */
export const PACKAGE_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';

/**
 * The policy of package files. Authoring tools emit inline scripts, inline handlers and eval,
 * so scripts are relaxed, but the document is sandboxed into an opaque origin: it reads no
 * cookie and its requests carry none. Everything loads from this server; the package may fetch
 * only its own files (its token's folder), and only the portal may frame it.
 */
export function packageCsp(origin: string, folder: string): string {
  const self = `'self' ${origin}`;
  return [
    `sandbox ${PACKAGE_SANDBOX}`,
    `default-src ${self}`,
    `script-src ${self} 'unsafe-inline' 'unsafe-eval'`,
    `style-src ${self} 'unsafe-inline'`,
    `img-src ${self} data: blob:`,
    `media-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `connect-src ${origin}${folder}`,
    `frame-src ${self}`,
    `frame-ancestors ${self}`,
    "object-src 'none'",
    `base-uri ${origin}${folder}`,
    `form-action ${origin}${folder}`,
  ].join('; ');
}

const TokenParamsSchema = z.object({
  token: z.string().max(200),
  '*': z.string().max(1000),
});

const RuntimeParamsSchema = z.object({ file: z.enum(['scorm12.js', 'scorm2004.js']) });

const require = createRequire(import.meta.url);
const runtimeFiles = new Map<string, Promise<Buffer>>();
/** scorm-again's browser bundle (it defines window.Scorm12API / window.Scorm2004API). */
function runtimeBundle(file: 'scorm12.js' | 'scorm2004.js'): Promise<Buffer> {
  let bundle = runtimeFiles.get(file);
  if (!bundle) {
    const name = file === 'scorm12.js' ? 'scorm-again/scorm12/min' : 'scorm-again/scorm2004/min';
    bundle = readFile(require.resolve(name)).then((text) =>
      // The bundle names a source map that is not served.
      Buffer.from(text.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')),
    );
    runtimeFiles.set(file, bundle);
  }
  return bundle;
}

/** Headers every response to a sandboxed package document needs. */
function sandboxHeaders(reply: FastifyReply, csp: string) {
  return (
    reply
      .header('content-security-policy', csp)
      // The frame is cross-origin to this server (opaque origin): its images and scripts must
      // be loadable from there, and only frame-ancestors decides who frames it.
      .header('cross-origin-resource-policy', 'cross-origin')
      .removeHeader('x-frame-options')
      // The token is in the URL: never send it elsewhere.
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
  );
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Package files and the SCORM runtime.
 *
 * GET /media/scorm/t/{token}/{path}: a package's files for the holder of a launch token (see
 * scorm-token.ts); no cookie is needed or read for access, because the sandboxed frame sends
 * none. The token's learner must still be allowed to open the package, and a signed-in
 * visitor who is somebody else is refused. HTML pages get the SCORM runtime injected with the
 * learner's CMI of the token's attempt. The path is decoded and checked like a zip entry, so
 * `..` cannot leave the package folder. Every file is served with the sandbox CSP.
 *
 * GET /media/scorm/runtime/{scorm12|scorm2004}.js: the scorm-again bundle the injected runtime
 * uses.
 */
export function scormFileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get(`${RUNTIME_PATH}:file`, { config: { access: 'public' } }, async (request, reply) => {
      const params = RuntimeParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound();
      return reply
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .type('text/javascript; charset=utf-8')
        .send(await runtimeBundle(params.data.file));
    });

    app.get('/media/scorm/t/:token/*', { config: { access: 'public' } }, async (request, reply) => {
      const params = TokenParamsSchema.safeParse(request.params);
      if (!params.success) throw notFound();
      const { token } = params.data;
      const key = await contentTokenKey(ctx.config.DATA_DIR);
      const grant = verifyScormToken(key, token);
      if (!grant) throw notFound();
      // A token opened in a browser signed in as somebody else is not theirs to use.
      if (request.user && request.user.id !== grant.userId) throw noPermission();
      const relative = safeEntryPath(params.data['*']);
      if (relative === null) throw notFound();
      // One statement for the package, the learner and their right to it; the permission
      // lookup only for someone who does not learn it (an author previewing).
      const access = await packageFileAccess(ctx.db, grant.contentId, grant.userId);
      if (!access) throw notFound();
      const { pkg, user } = access;
      const allowed =
        access.learns || (await hasPermission(ctx.db, user, 'dashboard_manage_content'));
      if (!allowed) throw noPermission();
      const root = packageDir(ctx.config.DATA_DIR, pkg.content_id);
      const file = path.join(root, ...relative.split('/'));
      if (!file.startsWith(root + path.sep)) throw notFound();
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      sandboxHeaders(reply, packageCsp(originOf(request), `/media/scorm/t/${token}/`));
      const type = contentTypeOf(file);
      if (type.startsWith('text/html')) {
        const cmi = await launchCmi(ctx.db, user, pkg, grant.attemptNo);
        const snippet = bridgeSnippet(pkg.version, cmi, bridgeNonce(key, token));
        const html = injectBridge(await readFile(file, 'utf8'), snippet);
        // The page carries the learner's CMI: never kept by a cache.
        return reply.header('cache-control', 'no-store').type(type).send(html);
      }
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('content-length', info.size)
        .type(type)
        .send(createReadStream(file));
    });
  };
}
