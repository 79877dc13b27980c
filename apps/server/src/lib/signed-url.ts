import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The mechanism of capability URLs: an HMAC-SHA256 over `{purpose}:{payload}`, base64url, and
 * an expiry in Unix seconds. The purpose keeps signatures of one use from being accepted by
 * another under the same key (SCORM files vs the SCORM bridge nonce, material media). What a
 * signature binds (the key and the payload) is each caller's scheme: scorm/scorm-token.ts keys
 * with DATA_DIR/secrets/content-token.key, material/media-url.ts with the session cookie.
 */

/** The signature (base64url, 43 characters) of `payload` for `purpose` under `key`. */
export function signPayload(key: Buffer | string, purpose: string, payload: string): string {
  return createHmac('sha256', key).update(`${purpose}:${payload}`).digest('base64url');
}

/** Whether `signature` is exactly the signature of `payload` for `purpose`, compared in constant time. */
export function verifyPayload(
  key: Buffer | string,
  purpose: string,
  payload: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signPayload(key, purpose, payload));
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Whether an expiry (Unix seconds) has passed at `now` (milliseconds since the epoch). */
export function isExpired(expires: number, now: number): boolean {
  return expires * 1000 <= now;
}
