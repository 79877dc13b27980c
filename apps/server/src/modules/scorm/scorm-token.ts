import { secretKey } from '@/lib/secret-key';
import { isExpired, signPayload, verifyPayload } from '@/lib/signed-url';

/**
 * Capability URLs of SCORM package files. A package runs in a sandboxed frame with an opaque
 * origin, whose requests carry no session cookie, so the launch endpoint hands the player a
 * signed token that names the package, the learner, the attempt and an expiry, and the files
 * are served under /media/scorm/t/{token}/{path} (relative URLs in the package keep working).
 */

/** How long a launch token opens the package's files (a lesson sitting, with room to spare). */
export const SCORM_TOKEN_TTL_SECONDS = 4 * 60 * 60;

export interface ScormGrant {
  contentId: number;
  userId: number;
  attemptNo: number;
  /** Unix seconds. */
  expires: number;
}

/**
 * The server's signing key for content tokens (DATA_DIR/secrets/content-token.key, made on first
 * use and shared by every instance through DATA_DIR): `lib/secret-key.ts`.
 */
export function contentTokenKey(dataDir: string): Promise<Buffer> {
  return secretKey(dataDir, 'content-token');
}

const payloadOf = (g: ScormGrant) => `${g.contentId}.${g.userId}.${g.attemptNo}.${g.expires}`;

/** A token for the grant: `{content}.{user}.{attempt}.{expires}.{signature}`. */
export function signScormToken(key: Buffer, grant: ScormGrant): string {
  const payload = payloadOf(grant);
  return `${payload}.${signPayload(key, 'scorm-files', payload)}`;
}

/** The grant of a genuine, unexpired token; null for anything else. */
export function verifyScormToken(key: Buffer, token: string, now = Date.now()): ScormGrant | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const grant: ScormGrant = {
    contentId: Number(match[1]),
    userId: Number(match[2]),
    attemptNo: Number(match[3]),
    expires: Number(match[4]),
  };
  if (!verifyPayload(key, 'scorm-files', payloadOf(grant), match[5] ?? '')) return null;
  if (isExpired(grant.expires, now)) return null;
  return grant;
}

/**
 * The per-launch nonce the injected runtime puts on its messages to the player, derived from
 * the token (so the file route needs no state): the player accepts only messages with it.
 */
export function bridgeNonce(key: Buffer, token: string): string {
  return signPayload(key, 'scorm-bridge', token).slice(0, 32);
}
