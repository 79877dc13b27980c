import { useEffect, useRef, useState } from 'react';
import { Alert, AspectRatio } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { liveMessages } from '../live-messages';

/**
 * Plays an HLS playlist: with hls.js where the browser has Media Source Extensions, else by
 * the video element itself where it plays HLS natively (Safari on iPhone). Starts muted so the
 * browser lets it start on its own; the learner unmutes with the controls.
 */
export function HlsPlayer(props: { src: string; title: string }) {
  const { t } = useFeatureTranslation(liveMessages);
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setFailed(false);
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (Hls.isSupported()) {
          const hls = new Hls();
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(props.src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.src = props.src;
        } else {
          setFailed(true);
        }
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [props.src]);

  return (
    <>
      <AspectRatio ratio={16 / 9} maw={960} w="100%">
        <video
          ref={ref}
          controls
          autoPlay
          muted
          playsInline
          aria-label={t('live_player', { title: props.title })}
          style={{ background: '#000', borderRadius: 8, width: '100%', height: '100%' }}
        />
      </AspectRatio>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {t('live_player_failed')}
        </Alert>
      )}
    </>
  );
}
