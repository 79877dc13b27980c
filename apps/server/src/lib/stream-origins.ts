import { z } from 'zod';

/**
 * STREAM_ORIGINS: the other hosts live and replay streams may be played from (a CDN's HLS
 * playlists and segments), as a comma-separated list of https origins, e.g.
 * `https://cdn.example.org,https://media.example.com:8443`. The Content-Security-Policy adds
 * exactly these to `connect-src` (hls.js reads playlists and segments with XHR) and `media-src`
 * (an .mp4 replay or native HLS), nowhere else. Each entry must be an https origin and nothing
 * more: no path, query, user, wildcard or quote, so nothing else can enter the header. A trailing
 * slash is dropped; duplicates are kept once. Unset: streams only from the portal itself.
 */
export const StreamOriginsSchema = z
  .string()
  .optional()
  .transform((value, zctx): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const origins: string[] = [];
    const wrong: string[] = [];
    for (const entry of entries) {
      const origin = httpsOrigin(entry);
      if (origin === null) wrong.push(entry);
      else if (!origins.includes(origin)) origins.push(origin);
    }
    if (wrong.length > 0) {
      zctx.addIssue({
        code: 'custom',
        message: `expected a comma-separated list of https origins (https://host or https://host:port); not one: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return origins;
  });

/** The entry as a lower-case https origin, or null when it is anything more or less. */
export function httpsOrigin(entry: string): string | null {
  const text = entry.endsWith('/') ? entry.slice(0, -1) : entry;
  if (!/^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.origin === 'null') return null;
  return url.origin;
}

/** Whether an https stream address is on one of the allowed origins (a portal path always is). */
export function isAllowedStream(address: string, origins: readonly string[]): boolean {
  if (address.startsWith('/')) return true;
  try {
    return origins.includes(new URL(address).origin);
  } catch {
    return false;
  }
}
