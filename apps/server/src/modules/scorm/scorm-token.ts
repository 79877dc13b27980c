import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

const keys = new Map<string, Promise<Buffer>>();

/**
 * The server's signing key for content tokens: 32 random bytes kept in
 * DATA_DIR/secrets/content-token.key (mode 0600), made on first use. Every instance of one
 * portal shares DATA_DIR (the package files live there too), so they share the key.
 */
export function contentTokenKey(dataDir: string): Promise<Buffer> {
  const file = path.join(path.resolve(dataDir), 'secrets', 'content-token.key');
  let key = keys.get(file);
  if (!key) {
    key = loadOrCreateKey(file);
    keys.set(file, key);
    key.catch(() => keys.delete(file));
  }
  return key;
}

async function loadOrCreateKey(file: string): Promise<Buffer> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null && /^[0-9a-f]{64}$/.test(existing.trim()))
    return Buffer.from(existing.trim(), 'hex');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx': another instance that made it first wins, and this one reads theirs.
    await writeFile(file, fresh, { mode: 0o600, flag: 'wx' });
    return Buffer.from(fresh, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  }
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
