import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { loadLandingPages } from '@/lib/landing-preload';
import { fastifyTrustProxy } from '@/lib/trust-proxy';
import { builtFile } from '@/lib/web-path';
import { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config';
import type { AppContext } from '@/context';
import type { Database } from '@/db/database';
import { createMailer } from '@/lib/mailer';
import { createPubSub } from '@/lib/pubsub';
import { reuseFor } from '@/lib/moment-cache';
import { registerQueue, type QueueWorker } from '@/plugins/queue';
import { importRoutes } from '@/modules/import/import.routes';
import { importSocketRoutes } from '@/modules/import/import-socket.routes';
import { importWorker } from '@/modules/import/import.worker';
import { registerErrorHandler } from '@/plugins/error-handler';
import { ensureCsrfCookie, registerSession, SESSION_COOKIE } from '@/plugins/session';
import { registerMaintenance } from '@/plugins/maintenance';
import { registerNulCheck } from '@/plugins/no-nul';
import { createSettingsStore } from '@/modules/config/settings';
import { accountRoutes } from '@/modules/account/account.routes';
import { passwordRoutes } from '@/modules/account/password.routes';
import { dashboardAccountRoutes } from '@/modules/account/dashboard-account.routes';
import { configRoutes } from '@/modules/config/config.routes';
import { termRoutes } from '@/modules/term/term.routes';
import { crudRoutes, type EntityStore } from '@/modules/content-admin/admin-crud';
import { courseAdminRoutes } from '@/modules/content-admin/course-admin.routes';
import { courseOutlineRoutes } from '@/modules/content-admin/course-outline.routes';
import { authoringAdminRoutes } from '@/modules/content-admin/authoring-admin.routes';
import { userAdminRoutes } from '@/modules/user-admin/user-admin.routes';
import { auditLogRoutes } from '@/modules/audit-log/audit-log.routes';
import { reportRoutes } from '@/modules/report/report.routes';
import {
  categoryStore,
  instructorStore,
  providerStore,
  tagStore,
} from '@/modules/content-admin/taxonomy-admin';
import { healthRoutes } from '@/modules/health/health.routes';
import { analyticsRoutes } from '@/modules/analytics/analytics.routes';
import { outboxRoutes } from '@/modules/outbox/outbox.routes';
import { registerAccess } from '@/plugins/access';
import { getCookieRoute } from '@/modules/account/get-cookie.routes';
import { catalogRoutes } from '@/modules/catalog/catalog.routes';
import { taxonomyRoutes } from '@/modules/catalog/taxonomy.routes';
import { searchRoutes } from '@/modules/catalog/search.routes';
import { filterRoutes } from '@/modules/catalog/filter.routes';
import { enrollmentRoutes } from '@/modules/enrollment/enrollment.routes';
import { libraryRoutes } from '@/modules/enrollment/library.routes';
import { dashboardResultRoutes } from '@/modules/enrollment/dashboard-result.routes';
import { assignmentRoutes } from '@/modules/assignment/assignment.routes';
import { assessmentRoutes } from '@/modules/assessment/assessment.routes';
import { dashboardAssessmentRoutes } from '@/modules/assessment/assessment-dashboard.routes';
import { dashboardScormRoutes, scormRoutes } from '@/modules/scorm/scorm.routes';
import { scormFileRoutes } from '@/modules/scorm/scorm-files';
import { certificateRoutes } from '@/modules/certificate/certificate.routes';
import { dashboardCertificateRoutes } from '@/modules/certificate/certificate-dashboard.routes';
import { materialRoutes } from '@/modules/material/material.routes';
import { reviewRoutes } from '@/modules/review/review.routes';
import {
  dashboardDiscussionRoutes,
  discussionRoutes,
} from '@/modules/discussion/discussion.routes';
import { uploadRoutes } from '@/modules/upload/upload.routes';
import { materialAdminRoutes } from '@/modules/content-admin/material-admin.routes';
import {
  dashboardMaterialRequestRoutes,
  materialRequestRoutes,
} from '@/modules/material-request/material-request.routes';
import { orderRoutes } from '@/modules/order/order.routes';
import { dashboardOrderRoutes } from '@/modules/order/order-dashboard.routes';

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  /** Quiet logs in tests. */
  logger?: boolean;
  /** Called for every route as it is added (the authorization matrix test lists them so). */
  onRoute?: (route: {
    method: string | string[];
    url: string;
    schema?: unknown;
    config?: unknown;
  }) => void;
  /** Test hook: a pause after each import batch, so a test can stop an import half way. */
  importBatchDelayMs?: number;
  /** The database's URL for the job queue's own connections; defaults to DATABASE_URL. */
  databaseUrl?: string;
  /** Run the job workers (default true); a test turns them off to choose which instance works. */
  workers?: boolean;
}

/** Builds the whole HTTP application without listening; tests call it with inject(). */
export async function buildApp({
  config,
  db,
  logger = true,
  onRoute,
  importBatchDelayMs,
  workers: runWorkers = true,
  databaseUrl = config.DATABASE_URL,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs and over-long path parameters are refused by the router before any route:
    // answer them in the portal's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ detail: error.message, code: 'bad_request' });
    },
  });
  if (onRoute)
    app.addHook('onRoute', (route) =>
      onRoute({ method: route.method, url: route.url, schema: route.schema, config: route.config }),
    );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  reuseFor(db, config.CATALOG_REUSE_MS);
  const settings = createSettingsStore(db);
  const pubsub = createPubSub(config.REDIS_URL, config.REDIS_PREFIX);
  const workers: QueueWorker<object>[] = [];
  const ctx: AppContext = {
    config,
    db,
    settings,
    mailer: createMailer(db, config.SMTP_URL, config.MAIL_FROM),
    pubsub,
    queue: registerQueue(app, requireUrl(databaseUrl), workers),
  };
  if (runWorkers)
    workers.push(importWorker(ctx, { batchDelayMs: importBatchDelayMs }) as QueueWorker<object>);
  app.addHook('onClose', async () => pubsub.close());

  registerErrorHandler(app);
  registerNulCheck(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // External video slots embed YouTube's player (the privacy-enhanced host first).
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // With Redis every instance shares the counts; if Redis fails, requests go on unlimited
  // rather than failing (skipOnError), and the error is logged by ioredis.
  await app.register(rateLimit, {
    global: false,
    nameSpace: `${config.REDIS_PREFIX}rate-limit:`,
    skipOnError: true,
    ...(redis ? { redis } : {}),
  });

  registerSession(app, ctx);
  registerMaintenance(app, ctx);
  registerAccess(app, ctx);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(ctx));
      await api.register(accountRoutes(ctx));
      await api.register(passwordRoutes(ctx));
      await api.register(configRoutes(ctx));
      await api.register(termRoutes(ctx));
      await api.register(analyticsRoutes(ctx));
      await api.register(catalogRoutes(ctx));
      await api.register(taxonomyRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(filterRoutes(ctx));
      await api.register(enrollmentRoutes(ctx));
      await api.register(libraryRoutes(ctx));
      await api.register(assessmentRoutes(ctx));
      await api.register(scormRoutes(ctx));
      await api.register(certificateRoutes(ctx));
      await api.register(materialRoutes(ctx));
      await api.register(materialRequestRoutes(ctx));
      await api.register(reviewRoutes(ctx));
      await api.register(discussionRoutes(ctx));
      await api.register(orderRoutes(ctx));
      await api.register(importSocketRoutes(ctx));
      await api.register(
        async (dashboard) => {
          await dashboard.register(dashboardAccountRoutes(ctx));
          await dashboard.register(outboxRoutes(ctx));
          await dashboard.register(dashboardResultRoutes(ctx));
          await dashboard.register(dashboardAssessmentRoutes(ctx));
          for (const store of [categoryStore, tagStore, providerStore, instructorStore])
            await dashboard.register(
              crudRoutes(ctx, store as EntityStore<unknown, { id: number }>),
            );
          await dashboard.register(courseAdminRoutes(ctx));
          await dashboard.register(courseOutlineRoutes(ctx));
          await dashboard.register(authoringAdminRoutes(ctx));
          await dashboard.register(userAdminRoutes(ctx));
          await dashboard.register(auditLogRoutes(ctx));
          await dashboard.register(reportRoutes(ctx));
          await dashboard.register(dashboardScormRoutes(ctx));
          await dashboard.register(dashboardCertificateRoutes(ctx));
          await dashboard.register(importRoutes(ctx));
          await dashboard.register(dashboardDiscussionRoutes(ctx));
          await dashboard.register(uploadRoutes(ctx));
          await dashboard.register(materialAdminRoutes(ctx));
          await dashboard.register(dashboardMaterialRequestRoutes(ctx));
          await dashboard.register(dashboardOrderRoutes(ctx));
          await dashboard.register(assignmentRoutes(ctx));
        },
        { prefix: '/dashboard' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(getCookieRoute);
  await app.register(scormFileRoutes(ctx));
  await registerWeb(app, config);
  return app;
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('buildApp needs the database URL (databaseUrl or DATABASE_URL)');
  return url;
}

/** Serves the built SPAs: /dashboard/* from the dashboard entry, the rest from the webfront. */
async function registerWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dist = path.resolve(config.WEB_DIST);
  if (!existsSync(path.join(dist, 'index.html'))) return;
  // The build writes .br/.gz beside each asset; hashed /assets/ files never change, so a browser
  // keeps them a year, while the HTML pages are checked on every visit.
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The router ignores trailing slashes, so '/dashboard/' reaches this handler too: redirect only
  // the bare path, or the browser would loop.
  app.get('/dashboard', (request, reply) => {
    if ((request.url.split('?')[0] ?? '') === '/dashboard') {
      const query = request.url.slice('/dashboard'.length);
      return reply.redirect(`/dashboard/${query}`);
    }
    ensureCsrfCookie({ config }, request, reply);
    return reply.type('text/html').sendFile('dashboard/index.html');
  });
  app.get('/dashboard/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (/\.[a-z0-9]+$/i.test(urlPath)) {
      // A path outside the build gets the answer of a file the build lacks (builtFile).
      const file = builtFile(dist, urlPath);
      return file ? reply.sendFile(`/${file}`) : reply.callNotFound();
    }
    ensureCsrfCookie({ config }, request, reply);
    return reply.type('text/html').sendFile('dashboard/index.html');
  });
  const landingPages = loadLandingPages(dist);
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/'))
      return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    const file = /\.[a-z0-9]+$/i.test(urlPath) ? builtFile(dist, urlPath) : null;
    if (file && existsSync(path.join(dist, file))) return reply.sendFile(`/${file}`);
    ensureCsrfCookie({ config }, request, reply);
    const page = landingPages.page(urlPath, Boolean(request.cookies[SESSION_COOKIE]));
    if (page) return reply.type('text/html').header('cache-control', 'no-cache').send(page);
    return reply.type('text/html').sendFile('index.html');
  });
}
