import { AppError } from '@/lib/errors';
import { isExpired, signPayload, verifyPayload } from '@/lib/signed-url';

/**
 * Signed addresses of a material's file (issue 13 item 9). A file the material does not allow
 * downloading is streamed only through an address that GET material/{id}/ or
 * GET course/{id}/slot/{slotid}/ handed out after checking access: `?exp=…&sig=…`, where sig is
 * an HMAC-SHA256 of the user, the material and the expiry, keyed with the viewer's own session
 * cookie (never stored on the server: the session table keeps only its SHA-256). So the address
 * works only for that user in that session, for that material, until it expires or they sign
 * out, and no server-wide secret has to be configured or shared between instances.
 */

/** An address lives at least this long (a lesson played, paused and resumed within it). */
export const MEDIA_URL_MIN_SECONDS = 3600;
/** Expiries are rounded up to this step, so the address (and the browser cache) stays stable. */
const STEP_SECONDS = 600;

/** When an address issued now expires (seconds since the epoch): ≥ 1 h, ≥ twice the length. */
export function mediaUrlExpiry(now: Date, durationSeconds: number | null): number {
  const life = Math.max(MEDIA_URL_MIN_SECONDS, 2 * (durationSeconds ?? 0));
  const at = Math.floor(now.getTime() / 1000) + life;
  return Math.ceil(at / STEP_SECONDS) * STEP_SECONDS;
}

/** Signatures of material media are for this use only (lib/signed-url.ts purpose). */
const MEDIA_PURPOSE = 'material-media:v1';
const mediaPayload = (userId: number, materialId: number, exp: number) =>
  `${userId}:${materialId}:${exp}`;

/** The signature of (user, material, expiry) under the session's key. */
export function mediaSignature(
  sessionCookie: string,
  userId: number,
  materialId: number,
  exp: number,
): string {
  return signPayload(sessionCookie, MEDIA_PURPOSE, mediaPayload(userId, materialId, exp));
}

/** The query string (`?exp=…&sig=…`) of an address issued now. */
export function signedMediaQuery(
  sessionCookie: string,
  userId: number,
  materialId: number,
  exp: number,
): string {
  return `?exp=${exp}&sig=${mediaSignature(sessionCookie, userId, materialId, exp)}`;
}

/** The refusal of a missing, expired, tampered or someone else's address. */
export const mediaLinkInvalid = () =>
  new AppError(403, 'media_link_invalid', 'This media link has expired. Reload the page.');

/** Throws unless `exp`/`sig` were issued to this session's user for this material and are live. */
export function assertMediaSignature(
  sessionCookie: string | undefined,
  userId: number,
  materialId: number,
  query: { exp?: string | undefined; sig?: string | undefined },
  now: Date,
): void {
  if (!sessionCookie || !query.exp || !query.sig) throw mediaLinkInvalid();
  const exp = Number(query.exp);
  if (!Number.isSafeInteger(exp) || isExpired(exp, now.getTime())) throw mediaLinkInvalid();
  const payload = mediaPayload(userId, materialId, exp);
  if (!verifyPayload(sessionCookie, MEDIA_PURPOSE, payload, query.sig)) throw mediaLinkInvalid();
}
