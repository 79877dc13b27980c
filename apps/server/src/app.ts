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
import { readerLanguage } from '@/lib/request-language';
import type { Database } from '@/db/database';
import { createMailer } from '@/lib/mailer';
import { createPubSub } from '@/lib/pubsub';
import { reuseFor } from '@/lib/moment-cache';
import { registerQueue, type QueueWorker } from '@/plugins/queue';
import { registerErrorHandler } from '@/plugins/error-handler';
import { ensureCsrfCookie, pageReader, registerSession, SESSION_COOKIE } from '@/plugins/session';
import { registerMaintenance } from '@/plugins/maintenance';
import { registerNulCheck } from '@/plugins/no-nul';
import { createSettingsStore } from '@/lib/settings/settings';
import { registerAccess } from '@/plugins/access';
import { registerVisitorCache } from '@/plugins/visitor-cache';
import type { ServerModule } from '@/server-module';
import { accountModule } from '@/modules/account';
import { analyticsModule } from '@/modules/analytics';
import { assessmentModule } from '@/modules/assessment';
import { assignmentModule } from '@/modules/assignment';
import { programModule } from '@/modules/program';
import { scheduleModule } from '@/modules/schedule';
import { activityModule } from '@/modules/activity';
import { liveModule } from '@/modules/live';
import { calendarModule } from '@/modules/calendar';
import { authFactorModule } from '@/modules/auth-factor';
import { newsModule } from '@/modules/news';
import { publicLearningModule } from '@/modules/public-learning';
import { mobileModule } from '@/modules/mobile';
import { publicRequestModule } from '@/modules/public-request';
import { listPagePrepaint, siteModule, withPrepaint } from '@/modules/site';
import { messengerModule } from '@/modules/messenger';
import { announcementModule } from '@/modules/announcement';
import { gamificationModule } from '@/modules/gamification';
import { competencyModule } from '@/modules/competency';
import { teamModule } from '@/modules/team';
import { playlistModule } from '@/modules/playlist';
import { flashCardModule } from '@/modules/flash-card';
import { ugcMediaModule } from '@/modules/ugc-media';
import { directoryModule } from '@/modules/directory';
import { linkedServiceModule } from '@/modules/linked-service';
import { auditLogModule } from '@/modules/audit-log';
import { catalogModule } from '@/modules/catalog';
import { certificateModule } from '@/modules/certificate';
import { configModule } from '@/modules/config';
import { contentAdminModule } from '@/modules/content-admin';
import { discussionModule } from '@/modules/discussion';
import { enrollmentModule } from '@/modules/enrollment';
import { healthModule } from '@/modules/health';
import { importModule } from '@/modules/import';
import { materialModule } from '@/modules/material';
import { materialRequestModule } from '@/modules/material-request';
import { notificationModule } from '@/modules/notification';
import { orderModule } from '@/modules/order';
import { outboxModule } from '@/modules/outbox';
import { reportModule } from '@/modules/report';
import { reviewModule } from '@/modules/review';
import { scormModule } from '@/modules/scorm';
import { termModule } from '@/modules/term';
import { uploadModule } from '@/modules/upload';
import { userAdminModule } from '@/modules/user-admin';
import { ssoModule } from '@/modules/sso';
import { idenPhotoModule } from '@/modules/iden-photo';
import { meetOriginOf, registerMeetOrigin } from '@/lib/meet-origin';

/**
 * The server's modules, each registered through its index (modules/<name>/index.ts). Their
 * /api routes are registered in this order, then their /api/dashboard routes, then root routes.
 */
const MODULES: readonly ServerModule[] = [
  healthModule,
  accountModule,
  configModule,
  termModule,
  analyticsModule,
  catalogModule,
  enrollmentModule,
  assessmentModule,
  scormModule,
  certificateModule,
  materialModule,
  materialRequestModule,
  reviewModule,
  discussionModule,
  orderModule,
  importModule,
  outboxModule,
  contentAdminModule,
  userAdminModule,
  auditLogModule,
  reportModule,
  uploadModule,
  assignmentModule,
  programModule,
  notificationModule,
  scheduleModule,
  activityModule,
  liveModule,
  calendarModule,
  authFactorModule,
  newsModule,
  publicRequestModule,
  siteModule,
  ssoModule,
  idenPhotoModule,
  messengerModule,
  announcementModule,
  gamificationModule,
  competencyModule,
  teamModule,
  playlistModule,
  flashCardModule,
  publicLearningModule,
  mobileModule,
  ugcMediaModule,
  directoryModule,
  linkedServiceModule,
];

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
    for (const module of MODULES)
      workers.push(...(module.workers?.(ctx, { importBatchDelayMs }) ?? []));
  app.addHook('onClose', async () => pubsub.close());

  registerErrorHandler(app);
  registerNulCheck(app);
  await app.register(cookie);
  registerMeetOrigin(app, settings);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Conference sessions load the configured Jitsi Meet server's iframe API (lib/meet-origin.ts).
        scriptSrc: ["'self'", (req) => meetOriginOf(req)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Live streams and replays on the hosts STREAM_ORIGINS names (lib/stream-origins.ts).
        mediaSrc: ["'self'", 'blob:', ...config.STREAM_ORIGINS],
        // External video slots and articles embed YouTube's player (the privacy-enhanced host
        // first), articles also Vimeo's (lib/html.ts keeps only these frames); conference
        // sessions embed the configured Jitsi Meet server's meeting.
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          (req) => meetOriginOf(req),
        ],
        connectSrc: ["'self'", 'ws:', 'wss:', ...config.STREAM_ORIGINS],
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
  registerVisitorCache(app, ctx);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(
    async (api) => {
      for (const module of MODULES) await module.api?.(api, ctx);
      await api.register(
        async (dashboard) => {
          for (const module of MODULES) await module.dashboard?.(dashboard, ctx);
        },
        { prefix: '/dashboard' },
      );
    },
    { prefix: '/api' },
  );
  for (const module of MODULES) await module.root?.(app, ctx);
  await registerWeb(app, ctx);
  return app;
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('buildApp needs the database URL (databaseUrl or DATABASE_URL)');
  return url;
}

/** Serves the built SPAs: /dashboard/* from the dashboard entry, the rest from the webfront. */
async function registerWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
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
  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/'))
      return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    const file = /\.[a-z0-9]+$/i.test(urlPath) ? builtFile(dist, urlPath) : null;
    if (file && existsSync(path.join(dist, file))) return reply.sendFile(`/${file}`);
    ensureCsrfCookie({ config }, request, reply);
    const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
    // The app shows a signed-in reader's saved language (after `?lang`), whatever the browser's:
    // the Thai labels' preload follows it (one statement, only when a session cookie came).
    const reader = signedIn ? await pageReader(ctx, request) : null;
    let page = landingPages.page(urlPath, signedIn, readerLanguage(request, reader));
    // The home's and the course list's heading, painted before the scripts (issue 21 item 2).
    const prepaint = page ? await listPagePrepaint(ctx, request, reader, urlPath) : null;
    if (page && prepaint) page = withPrepaint(page, prepaint);
    if (page)
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .send(page);
    return reply.type('text/html').sendFile('index.html');
  });
}
