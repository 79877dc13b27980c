import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { secretKey } from '@/lib/secret-key';

const KEY_NAME = 'linked-service';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The claims of a redirect token (a JWT, HS256): who, for which service, until when. */
export interface TicketClaims {
  iss: string;
  /** The service_code the token is for. */
  aud: string;
  /** The portal user's id. */
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

/** HMAC-SHA256 over "header.payload", base64url: JWT's HS256 signature. */
function sign(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

function sameSignature(expected: string, sent: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A new redirect token: a compact JWT signed with a key of the server's own
 * (DATA_DIR/secrets/linked-service.key). The key never leaves the server; the linked service
 * checks a token by POST /api/coniverse/verify/ (docs/operations.md).
 */
export async function signTicket(
  dataDir: string,
  claims: Omit<TicketClaims, 'jti' | 'iat'> & { iat?: number },
): Promise<{ token: string; claims: TicketClaims }> {
  const full: TicketClaims = {
    ...claims,
    jti: randomUUID(),
    iat: claims.iat ?? Math.floor(Date.now() / 1000),
  };
  const payload = Buffer.from(JSON.stringify(full)).toString('base64url');
  const key = await secretKey(dataDir, KEY_NAME);
  return { token: `${HEADER}.${payload}.${sign(key, `${HEADER}.${payload}`)}`, claims: full };
}

/** The claims of a token whose header and signature are right, else null (expiry not checked). */
export async function readTicket(dataDir: string, token: string): Promise<TicketClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (header !== HEADER) return null;
  const key = await secretKey(dataDir, KEY_NAME);
  if (!sameSignature(sign(key, `${header}.${payload}`), signature)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketClaims;
    if (typeof claims.jti !== 'string' || typeof claims.exp !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
