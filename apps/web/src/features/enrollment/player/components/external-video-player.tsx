import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, AspectRatio, Button, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatClock } from '../paths';
import { playerMessages } from '../player-messages';
import { MediaStampClock } from '../stamps/media-clock';
import type { PlayerProps } from './player-props';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const YOUTUBE_ORIGINS = new Set([EMBED_ORIGIN, 'https://www.youtube.com']);
/** How long the embed has to answer before time on screen is counted instead. */
const EMBED_GRACE_MS = 3000;
/**
 * How long after the frame is put on the page the embed has to say anything before it is taken
 * for broken (offline, blocked, removed) and the learner gets the link instead of a dead frame.
 */
export const EMBED_FAIL_MS = 10_000;

/** The player state and time YouTube's embed reports through postMessage (`infoDelivery`). */
interface EmbedInfo {
  currentTime?: number;
  playerState?: number;
}

interface EmbedMessage {
  event?: string;
  info?: unknown;
}

function parseEmbedMessage(data: unknown): EmbedMessage | null {
  try {
    const message = (typeof data === 'string' ? JSON.parse(data) : data) as EmbedMessage | null;
    return message && typeof message === 'object' ? message : null;
  } catch {
    return null;
  }
}

/** The time report of an `infoDelivery` message, or null for any other message. */
function readEmbedInfo(message: EmbedMessage): EmbedInfo | null {
  return message.event === 'infoDelivery' && message.info && typeof message.info === 'object'
    ? message.info
    : null;
}

/**
 * An external video. A YouTube video plays in YouTube's privacy-enhanced embed, asked over
 * postMessage for its time (no third-party script on our page). When the embed never reports
 * (blocked, offline, another site's video), the time the slot is open with the tab visible is
 * counted instead, up to the video's length; the server caps any stamp by SPEC §9 max/diff.
 */
export function ExternalVideoPlayer({ material, send }: PlayerProps) {
  const { t } = useFeatureTranslation(playerMessages);
  const frame = useRef<HTMLIFrameElement>(null);
  const length = material.duration_seconds ?? 0;
  const resume = material.learning_result?.position ?? 0;
  const start = resume < length - 1 ? resume : 0;
  const [watched, setWatched] = useState(start);
  const reported = useRef(false);
  // The embed's own voice: any message from it proves it loaded; `onError` (a removed, private
  // or not embeddable video) or silence past EMBED_FAIL_MS means the frame shows nothing useful.
  const [embed, setEmbed] = useState<'waiting' | 'alive' | 'failed'>('waiting');
  // Counting time on screen starts only once the embed has had its chance to report.
  const [counting, setCounting] = useState(false);
  const clock = useMemo(() => {
    const c = new MediaStampClock(material.stamp, () => length || undefined);
    c.resumeFrom(resume);
    return c;
  }, [material.stamp, length, resume]);
  const video = material.external_video;
  const videoId = video?.provider === 'youtube' ? video.video_id : null;
  useEffect(() => {
    if (!videoId) setCounting(true);
  }, [videoId]);

  // YouTube's own report of its time, when the embed loads and talks.
  useEffect(() => {
    if (!videoId) return;
    const handleMessage = (event: MessageEvent) => {
      if (!YOUTUBE_ORIGINS.has(event.origin) || event.source !== frame.current?.contentWindow)
        return;
      const message = parseEmbedMessage(event.data);
      if (!message) return;
      if (message.event === 'onError') {
        setEmbed('failed');
        return;
      }
      setEmbed('alive');
      const info = readEmbedInfo(message);
      if (!info || info.currentTime === undefined) return;
      reported.current = true;
      setWatched(info.currentTime);
      const now = performance.now();
      const stamp =
        info.playerState === 0
          ? clock.end(now)
          : info.playerState === 2
            ? clock.settle(now, info.currentTime)
            : clock.tick(now, info.currentTime, info.playerState === 1);
      if (stamp) send(stamp);
    };
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [videoId, clock, send]);

  // Silence: the frame never loaded (offline, blocked by a network or an extension) or YouTube
  // never answered. The load event cannot tell, as a browser's own error page loads too.
  useEffect(() => {
    if (!videoId) return;
    const timer = window.setTimeout(() => {
      setEmbed((current) => (current === 'waiting' ? 'failed' : current));
      setCounting(true);
    }, EMBED_FAIL_MS);
    return () => window.clearTimeout(timer);
  }, [videoId]);

  // Otherwise: the seconds the slot is on screen with the tab visible.
  useEffect(() => {
    if (!length || !counting) return;
    let position = start;
    const timer = window.setInterval(() => {
      if (reported.current || document.visibilityState !== 'visible' || position >= length) return;
      position = Math.min(length, position + 1);
      setWatched(position);
      const now = performance.now();
      const stamp = position >= length ? clock.end(now) : clock.tick(now, position, true);
      if (stamp) send(stamp);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [length, start, clock, send, counting]);

  const handleLoad = () => {
    // Ask the embed to report its state and time (what YouTube's iframe API does).
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: material.id, channel: 'widget' }),
      EMBED_ORIGIN,
    );
    window.setTimeout(() => {
      if (!reported.current) setCounting(true);
    }, EMBED_GRACE_MS);
  };
  const src = videoId
    ? `${EMBED_ORIGIN}/embed/${videoId}?enablejsapi=1&rel=0&playsinline=1&start=${Math.floor(start)}&origin=${encodeURIComponent(window.location.origin)}`
    : null;
  const failed = embed === 'failed' && video !== null;
  return (
    <div>
      {failed && (
        <Alert color="gray" title={t('player_external_failed_title')} data-testid="external-failed">
          <Text size="sm">{t('player_external_failed_body')}</Text>
          <Button
            component="a"
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            mt="sm"
            size="sm"
          >
            {t('player_external_failed_open')}
          </Button>
        </Alert>
      )}
      {src ? (
        // Kept on the page while hidden: an embed that answers late shows itself again.
        <AspectRatio ratio={16 / 9} hidden={failed}>
          <iframe
            ref={frame}
            src={src}
            title={material.title}
            onLoad={handleLoad}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            style={{ border: 0, borderRadius: 8, background: '#000' }}
            data-testid="external-video"
          />
        </AspectRatio>
      ) : null}
      {video && !failed && (
        <Anchor
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          mt="xs"
          display="block"
        >
          {t('player_external_open')}
        </Anchor>
      )}
      {length > 0 && (
        <Text size="sm" c="dimmed" mt={4} data-testid="external-watched">
          {t('player_external_watching', {
            time: formatClock(watched),
            total: formatClock(length),
          })}
        </Text>
      )}
    </div>
  );
}
