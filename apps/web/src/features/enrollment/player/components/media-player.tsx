import { useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatClock } from '../paths';
import { playerMessages } from '../player-messages';
import { MediaStampClock } from '../stamps/media-clock';
import { DownloadButton } from './download-button';
import type { PlayerProps } from './player-props';
import { useMediaSource } from './use-media-source';

type MediaElement = HTMLVideoElement | HTMLAudioElement;

/**
 * Video and audio on the browser's own player: resumes where the server says the learner got
 * to (a second device included), stamps while playing and on pause, seek and end.
 */
export function MediaPlayer({ material, send }: PlayerProps) {
  const { t } = useFeatureTranslation(playerMessages);
  const ref = useRef<MediaElement | null>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const source = useMediaSource(material);
  const clock = useMemo(
    () =>
      new MediaStampClock(material.stamp, () => {
        const length = ref.current?.duration;
        return length && Number.isFinite(length)
          ? length
          : (material.duration_seconds ?? undefined);
      }),
    [material.stamp, material.duration_seconds],
  );
  if (!material.media || !source) return <Alert color="gray">{t('player_no_file')}</Alert>;

  const resume = material.learning_result?.position ?? 0;
  const handleLoadedMetadata = (event: SyntheticEvent<MediaElement>) => {
    const element = event.currentTarget;
    clock.resumeFrom(resume);
    // A finished media starts again from the top; otherwise from the counted position.
    if (resume > 0 && resume < element.duration - 1) {
      element.currentTime = resume;
      setResumedAt(resume);
    }
  };
  const handleTimeUpdate = (event: SyntheticEvent<MediaElement>) => {
    const element = event.currentTarget;
    const stamp = clock.tick(
      performance.now(),
      element.currentTime,
      !element.paused && !element.ended,
    );
    if (stamp) send(stamp);
  };
  const handleSettle = (event: SyntheticEvent<MediaElement>) => {
    if (event.currentTarget.ended) return;
    const stamp = clock.settle(performance.now(), event.currentTarget.currentTime);
    if (stamp) send(stamp);
  };
  const handleEnded = () => {
    const stamp = clock.end(performance.now());
    if (stamp) send(stamp);
  };

  const common = {
    src: source,
    controls: true,
    preload: 'metadata',
    onLoadedMetadata: handleLoadedMetadata,
    onTimeUpdate: handleTimeUpdate,
    onPause: handleSettle,
    onSeeked: handleSettle,
    onEnded: handleEnded,
    controlsList: material.is_allow_download ? undefined : 'nodownload',
    'data-testid': 'media-player',
  } as const;
  return (
    <div>
      {material.content_type.code === 'video' ? (
        <video
          {...common}
          ref={(element) => void (ref.current = element)}
          playsInline
          aria-label={t('player_video_title', { title: material.title })}
          style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
        />
      ) : (
        <audio
          {...common}
          ref={(element) => void (ref.current = element)}
          aria-label={t('player_audio_title', { title: material.title })}
          style={{ width: '100%' }}
        />
      )}
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {resumedAt !== null ? t('player_resumed_at', { time: formatClock(resumedAt) }) : ''}
        </Text>
        <DownloadButton material={material} />
      </Group>
    </div>
  );
}
