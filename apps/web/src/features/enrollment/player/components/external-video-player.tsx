import { useEffect, useMemo, useRef, useState } from 'react';
import { Anchor, AspectRatio, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatClock } from '../paths';
import { playerMessages } from '../player-messages';
import { MediaStampClock } from '../stamps/media-clock';
import type { PlayerProps } from './player-props';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const YOUTUBE_ORIGINS = new Set([EMBED_ORIGIN, 'https://www.youtube.com']);
/** How long the embed has to answer before time on screen is counted instead. */
const EMBED_GRACE_MS = 3000;

/** The player state and time YouTube's embed reports through postMessage (`infoDelivery`). */
interface EmbedInfo {
  currentTime?: number;
  playerState?: number;
}

function readEmbedMessage(data: unknown): EmbedInfo | null {
  try {
    const message = (typeof data === 'string' ? JSON.parse(data) : data) as {
      event?: string;
      info?: EmbedInfo;
    };
    return message?.event === 'infoDelivery' && message.info ? message.info : null;
  } catch {
    return null;
  }
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
      const info = readEmbedMessage(event.data);
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
  return (
    <div>
      {src ? (
        <AspectRatio ratio={16 / 9}>
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
      {video && (
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
