import { z } from 'zod';
import { TrustProxySchema } from '@/lib/trust-proxy';
import { StreamOriginsSchema } from '@/lib/stream-origins';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, in one place. README lists them too. */
export const EnvSchema = z.object({
  /** HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL URL; when unset an embedded PostgreSQL is started under DATA_DIR/postgres. */
  DATABASE_URL: z.string().url().optional(),
  /** Redis URL; when set, rate limits and WebSocket pub/sub use Redis, else in-process. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key the portal writes, so several portals can share one Redis. */
  REDIS_PREFIX: z.string().default('portal:'),
  /** Folder for the embedded database and uploaded media. */
  DATA_DIR: z.string().default('./data'),
  /** Folder of unfinished resumable (tus) uploads; defaults to DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** Largest video upload in bytes (SPEC §5 default 10 MB; other kinds keep 10 MB). */
  UPLOAD_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  /** Hours an unfinished upload is kept before it is cleaned away. */
  UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(24),
  /** Built SPA folder served at / and /dashboard/. */
  WEB_DIST: z.string().default('./apps/web/dist'),
  /** SMTP URL (smtp://user:pass@host:port); when unset mail goes to the outbox table. */
  SMTP_URL: z.string().url().optional(),
  /** Sender address of outgoing mail. */
  MAIL_FROM: z.string().default('Learning Portal <no-reply@localhost>'),
  /** Public base URL used in links sent by mail. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Mark cookies Secure (set when served over HTTPS). */
  COOKIE_SECURE: bool,
  /** Proxies whose X-Forwarded-* are believed: their number (1) or addresses/CIDRs; see lib/trust-proxy. */
  TRUST_PROXY: TrustProxySchema,
  /** Session lifetime in hours. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 14),
  /**
   * Demo mode: an empty database is filled with demo accounts (published passwords) and content,
   * and the demo payment provider exists. Unset: on only for the embedded quick start (no
   * DATABASE_URL), off with DATABASE_URL. See `demoMode` below.
   */
  DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  /** Older name of DEMO; `SEED_DEMO=false` still turns demo mode off when DEMO is unset. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  /** Log level of pino. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Milliseconds a catalog page is reused before it is built again (0: never); see moment-cache. */
  CATALOG_REUSE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** URLs in one sitemap.xml before it becomes a sitemap index of ?page= parts (modules/site). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** Login attempts per minute per address. */
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Sign-ups per address per minute (account/register/). */
  RATE_LIMIT_REGISTER_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Public certificate checks per address per minute. */
  RATE_LIMIT_VERIFY_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Discussion topics and replies one user may write per minute. */
  RATE_LIMIT_DISCUSSION_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * The SAML service provider's signing key pair (PEM files), used by SAML providers set to
   * sign their requests that have no key pair of their own: AuthnRequests and LogoutRequests
   * are signed with the key and the SP metadata carries the certificate.
   */
  SAML_SP_KEY_FILE: z.string().optional(),
  SAML_SP_CERT_FILE: z.string().optional(),
  /** Minutes an administrator's login-as session lasts (SPEC datetime_login_as_expire). */
  LOGIN_AS_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Other https origins live streams and replays may play from (a CDN); see lib/stream-origins. */
  STREAM_ORIGINS: StreamOriginsSchema,
  /** Days a notification is kept; older ones are pruned by the scheduled job. */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
});

/** The parsed environment, with DEMO decided (`demoMode`). */
export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'DEMO' | 'SEED_DEMO'> & { DEMO: boolean };

/**
 * Demo mode is explicit: DEMO when set, else the older SEED_DEMO, else on only without
 * DATABASE_URL (the embedded quick start), so `npm start` against a real database never seeds
 * the published demo administrator nor offers payment that needs no money.
 */
function demoMode(env: z.infer<typeof EnvSchema>): boolean {
  const flag = env.DEMO ?? env.SEED_DEMO;
  if (flag !== undefined) return flag === 'true' || flag === '1';
  return env.DATABASE_URL === undefined;
}

/** Parses the environment; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means unset, as shells and .env files often leave them.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const { DEMO: _demo, SEED_DEMO: _seedDemo, ...rest } = parsed.data;
  return { ...rest, DEMO: demoMode(parsed.data) };
}
