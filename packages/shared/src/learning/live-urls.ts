import { z } from 'zod';
import { URL_LIMIT } from '../constants';

/** The addresses of live sessions: the stream, the replay, the meeting server (issue 16). */

const httpsUrl = /^https:\/\/[^\s/?#]+[^\s]*$/i;
/** A path on the portal itself: one leading slash (not '//', another host), no spaces or '\'. */
const samePath = /^\/(?![/\\])[^\s\\]*$/;
const pathOf = (v: string) => v.split(/[?#]/)[0]!.toLowerCase();

/** A media address the player may load: https, or a path on the portal itself. */
function mediaUrl(extensions: readonly string[], error: string) {
  return z
    .string({ error })
    .trim()
    .min(1, error)
    .max(URL_LIMIT, 'length_less_than')
    .refine((v) => httpsUrl.test(v) || samePath.test(v), error)
    .refine((v) => extensions.some((ext) => pathOf(v).endsWith(ext)), error);
}

/** A session's HLS playlist (.m3u8) and its replay (.m3u8 or .mp4); null for none. */
export const streamUrl = mediaUrl(['.m3u8'], 'invalid_stream_url');
export const replayUrl = mediaUrl(['.m3u8', '.mp4'], 'invalid_replay_url');

/** A Jitsi Meet server: a host name (and port), no scheme or path (e.g. meet.jit.si). */
export const JITSI_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/;
