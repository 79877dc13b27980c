import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SettingsStore } from '@/lib/settings/settings';

/**
 * The origin of the Jitsi Meet server that conference sessions embed (the dashboard setting
 * `live-jitsi-server`, default meet.jit.si), remembered per request so the Content-Security-
 * Policy (built synchronously by helmet) allows its iframe API script and its frame, and no
 * other meeting server. The setting's schema admits only a host name (and port).
 */
const origins = new WeakMap<IncomingMessage, string>();

/** Registers the hook that reads the setting; call it before helmet, whose header uses it. */
export function registerMeetOrigin(app: FastifyInstance, settings: SettingsStore): void {
  app.addHook('onRequest', async (request) => {
    // Without the database (the health check's 503 case) the policy keeps 'self' only: the
    // request goes on to answer its own error rather than failing here.
    const host = await settings.get('live-jitsi-server').catch(() => null);
    if (host) origins.set(request.raw, `https://${host}`);
  });
}

/** The CSP source of the request's meeting server ('self' when the hook has not run). */
export function meetOriginOf(req: IncomingMessage): string {
  return origins.get(req) ?? "'self'";
}
