import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runAsLoginAs } from '@/lib/audit';
import { randomToken, safeEqual, sha256 } from '@/lib/crypto';
import { AppError, notAuthenticated } from '@/lib/errors';
import type { UserRow } from '@/db/types';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths that change nothing a session owns and so need no CSRF header. */
/**
 * Unsafe calls without the CSRF pair: the cookie middleware, and coniverse/verify/, which a
 * linked service calls from its own server with no cookie (docs/operations.md); its credential
 * is the signed single-use token in the body, never the session, so a forged cross-site call
 * gains nothing.
 */
export const CSRF_EXEMPT: ReadonlySet<string> = new Set([
  '/middleware-api/get-cookie',
  '/middleware-api/get-cookie/',
  '/api/coniverse/verify/',
]);

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionKey: string | null;
    /** Set when the session is a login-as: the administrator behind it and its end. */
    loginAs: LoginAs | null;
  }
}

/** A login-as session's administrator and expiry (modules/auth-factor starts and ends them). */
export interface LoginAs {
  actorId: number;
  expiresAt: Date;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Reads the session cookie into request.user and enforces the CSRF double submit. */
export function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionKey', null);
  app.decorateRequest('loginAs', null);

  // The login-as administrator is remembered around the handler, for the audit rows it writes;
  // in preHandler, after the body is read (reading it loses the async context).
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.loginAs) runAsLoginAs(request.loginAs.actorId, done);
    else done();
  });

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    // /media/ files are access-checked too (SCORM packages are served only to their learners).
    const isApi =
      path.startsWith('/api/') || path.startsWith('/middleware-api/') || path.startsWith('/media/');
    if (!isApi) return;

    const csrf = ensureCsrfCookie(ctx, request, reply);

    if (UNSAFE.has(request.method) && !CSRF_EXEMPT.has(path)) {
      const header = request.headers['x-csrftoken'];
      const sent = Array.isArray(header) ? header[0] : header;
      if (!sent || !safeEqual(sent, csrf)) {
        throw new AppError(403, 'csrf_failed', 'CSRF Failed: CSRF token missing or incorrect.');
      }
    }

    const raw = request.cookies[SESSION_COOKIE];
    if (!raw || raw.length > 128) return;
    const key = sha256(raw);
    const found = await sessionUser(ctx.db, key);
    if (!found) return;
    const { user, loginAsActorId, loginAsEnd } = found;
    request.user = user;
    request.sessionKey = key;
    if (loginAsActorId !== null && loginAsEnd)
      request.loginAs = { actorId: loginAsActorId, expiresAt: loginAsEnd };
    const staleAfter = Date.now() - 5 * 60_000;
    if (!user.last_active || user.last_active.getTime() < staleAfter) {
      await ctx.db
        .updateTable('users')
        .set({ last_active: new Date() })
        .where('id', '=', user.id)
        .execute();
    }
  });
}

/** The signed-in user of a session key, with the login-as it carries; null when it signs nobody in. */
async function sessionUser(db: Executor, key: string) {
  const row = await db
    .selectFrom('session')
    .innerJoin('users', 'users.id', 'session.user_id')
    .selectAll('users')
    .select(['session.login_as_actor_id', 'session.login_as_expires_at'])
    .where('session.id', '=', key)
    .where('session.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const { login_as_actor_id: loginAsActorId, login_as_expires_at: loginAsEnd, ...user } = row;
  // A login-as session past its expiry signs nobody in (auth-factor's return still reads it).
  if (loginAsActorId !== null && (!loginAsEnd || loginAsEnd <= new Date())) return null;
  return { user, loginAsActorId, loginAsEnd };
}

/**
 * The signed-in reader of an HTML page (the session hook reads sessions for API calls only), for
 * what a page's head and preloads say: one statement when a session cookie came, none otherwise.
 */
export async function pageReader(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
): Promise<UserRow | null> {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw || raw.length > 128) return null;
  return (await sessionUser(ctx.db, sha256(raw)))?.user ?? null;
}

/**
 * The request's CSRF token, issued now when it came without one. The HTML pages issue it too, so
 * the start-up calls a page sends at once all carry the same token instead of each being given
 * its own (the last Set-Cookie would win, and a token read in between would be refused).
 */
export function ensureCsrfCookie(
  ctx: Pick<AppContext, 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  let csrf = request.cookies[CSRF_COOKIE];
  if (!csrf) {
    csrf = randomToken(24);
    reply.setCookie(CSRF_COOKIE, csrf, csrfCookieOptions(ctx));
    request.cookies[CSRF_COOKIE] = csrf;
  }
  return csrf;
}

export function csrfCookieOptions(ctx: Pick<AppContext, 'config'>) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: ctx.config.COOKIE_SECURE,
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  };
}

function sessionCookieOptions(ctx: AppContext) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: ctx.config.COOKIE_SECURE,
    httpOnly: true,
    maxAge: ctx.config.SESSION_TTL_HOURS * 3600,
  };
}

/**
 * Starts a new session for the user, dropping the one the request came with (no fixation);
 * `loginAs` makes it an administrator's login-as session.
 */
export async function startSession(
  db: Executor,
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  project: 'webfront' | 'dashboard',
  loginAs?: LoginAs,
): Promise<string> {
  if (request.sessionKey)
    await db.deleteFrom('session').where('id', '=', request.sessionKey).execute();
  const raw = randomToken(32);
  const id = sha256(raw);
  await db
    .insertInto('session')
    .values({
      id,
      user_id: userId,
      project,
      ip: request.ip,
      user_agent: (request.headers['user-agent'] ?? '').slice(0, 500),
      expires_at: new Date(Date.now() + ctx.config.SESSION_TTL_HOURS * 3600_000),
      login_as_actor_id: loginAs?.actorId ?? null,
      login_as_expires_at: loginAs?.expiresAt ?? null,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, raw, sessionCookieOptions(ctx));
  // A new CSRF token at login, as Django does, so a token planted before login is useless after.
  reply.setCookie(CSRF_COOKIE, randomToken(24), csrfCookieOptions(ctx));
  return id;
}

/** Deletes the request's session server-side and clears the cookie. */
export async function endSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.sessionKey)
    await ctx.db.deleteFrom('session').where('id', '=', request.sessionKey).execute();
  request.user = null;
  request.sessionKey = null;
  request.loginAs = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
