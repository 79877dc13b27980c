/** The hosts whose players an article may embed; the server's sanitiser keeps exactly these. */
export const VIDEO_EMBED_HOSTS = [
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
] as const;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function parse(input: string): URL | null {
  try {
    return new URL(input.trim());
  } catch {
    return null;
  }
}

/**
 * The player address of a YouTube or Vimeo page an author pasted (watch, short, youtu.be,
 * embed, vimeo.com/ID or the player itself): YouTube's privacy-enhanced host, https only.
 * Anything else answers null.
 */
export function videoEmbedUrl(input: string): string | null {
  const url = parse(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live')
      youtube = parts[1];
  }
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  let vimeo: string | undefined;
  if (host === 'vimeo.com') vimeo = parts[0];
  else if (host === 'player.vimeo.com' && parts[0] === 'video') vimeo = parts[1];
  return vimeo !== undefined && VIMEO_ID.test(vimeo)
    ? `https://player.vimeo.com/video/${vimeo}`
    : null;
}

/** Whether an iframe's address is one the editor made (and the sanitiser keeps). */
export function isEmbedSrc(src: string): boolean {
  const url = parse(src);
  return (
    !!url &&
    url.protocol === 'https:' &&
    (VIDEO_EMBED_HOSTS as readonly string[]).includes(url.hostname.toLowerCase())
  );
}

/** Whether a link address is one an article may carry: http(s), mailto, or a path on the site. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  const url = parse(value);
  return (
    !!url &&
    (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') &&
    (url.protocol === 'mailto:' || url.hostname.includes('.') || url.hostname === 'localhost')
  );
}
