import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '@/context';
import { secretKey } from '@/lib/secret-key';
import { signPayload, verifyPayload } from '@/lib/signed-url';

/** The key of sign-in factors: DATA_DIR/secrets/auth-factor.key (lib/secret-key). */
function factorKey(ctx: Pick<AppContext, 'config'>): Promise<Buffer> {
  return secretKey(ctx.config.DATA_DIR, 'auth-factor');
}

/** A sub-key per use, so the encryption key never signs and the signing key never hashes. */
async function subKey(ctx: Pick<AppContext, 'config'>, use: string): Promise<Buffer> {
  return createHmac('sha256', await factorKey(ctx))
    .update(use)
    .digest();
}

/** AES-256-GCM under the factor key: `iv.tag.ciphertext`, base64url. */
export async function encryptSecret(
  ctx: Pick<AppContext, 'config'>,
  plain: string,
): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await subKey(ctx, 'encrypt'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The plain text of encryptSecret's answer; throws when it was changed. */
export async function decryptSecret(
  ctx: Pick<AppContext, 'config'>,
  sealed: string,
): Promise<string> {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await subKey(ctx, 'encrypt'),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * The stored form of a short code (e-mail sign-in code, recovery code): an HMAC bound to the
 * user, so a copied table cannot be searched through the million six-digit codes offline.
 */
export async function codeHash(
  ctx: Pick<AppContext, 'config'>,
  use: 'login-code' | 'recovery',
  userId: number,
  code: string,
): Promise<string> {
  return createHmac('sha256', await subKey(ctx, `code:${use}`))
    .update(`${userId}:${code}`)
    .digest('hex');
}

/** What a pending second-factor token carries. */
export interface PendingClaims {
  userId: number;
  kind: 'verify' | 'setup';
  project: 'webfront' | 'dashboard';
}

const PENDING_PURPOSE = 'two-factor-pending';
/** Minutes between the first factor and the second. */
export const PENDING_MINUTES = 5;

/** A short-lived signed token for the second step of a sign-in (no session before it). */
export async function signPending(
  ctx: Pick<AppContext, 'config'>,
  claims: PendingClaims,
  now = Date.now(),
): Promise<string> {
  const expires = Math.floor(now / 1000) + PENDING_MINUTES * 60;
  const payload = `${claims.userId}.${claims.kind}.${claims.project}.${expires}`;
  return `${payload}.${signPayload(await subKey(ctx, 'pending'), PENDING_PURPOSE, payload)}`;
}

/** The claims of a pending token, or null when it is forged, of another kind, or expired. */
export async function readPending(
  ctx: Pick<AppContext, 'config'>,
  token: string,
  kind: PendingClaims['kind'],
  now = Date.now(),
): Promise<PendingClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [id = '', tokenKind = '', project = '', expires = '', signature = ''] = parts;
  const payload = `${id}.${tokenKind}.${project}.${expires}`;
  if (!verifyPayload(await subKey(ctx, 'pending'), PENDING_PURPOSE, payload, signature))
    return null;
  if (tokenKind !== kind || (project !== 'webfront' && project !== 'dashboard')) return null;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return null;
  if (!/^\d{1,10}$/.test(id)) return null;
  return { userId: Number(id), kind, project };
}
