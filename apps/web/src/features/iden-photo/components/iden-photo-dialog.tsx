import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IDEN_CAPTURE_MODES } from '@portal/shared';
import { useLogout } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useSendIdenPhoto } from '../api/iden-photo-api';
import { idenPhotoMessages } from '../iden-photo-messages';
import { fileToJpeg, toJpeg } from './capture';

/** The identification photo dialog of IdenPhotoGate: camera or file, preview, send. */
export function IdenPhotoDialog({ mode }: { mode: number }) {
  const { t } = useFeatureTranslation(idenPhotoMessages);
  const send = useSendIdenPhoto();
  const logout = useLogout('webfront');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  const allowCamera = mode !== IDEN_CAPTURE_MODES.file;
  const allowFile = mode !== IDEN_CAPTURE_MODES.camera;

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const startCamera = async () => {
    setCameraFailed(false);
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera api');
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 } },
        audio: false,
      });
      setPhoto(null);
      setStream(media);
    } catch {
      setCameraFailed(true);
    }
  };

  const take = () => {
    if (!video.current) return;
    setPhoto(toJpeg(video.current));
    setStream(null);
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      setPhoto(await fileToJpeg(file));
      setStream(null);
    } catch {
      setCameraFailed(true);
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('iden_title')}
      size="lg"
    >
      <Stack gap="md" data-testid="iden-photo-dialog">
        <Text size="sm">{t('iden_intro')}</Text>
        {stream && (
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            data-testid="iden-video"
            style={{ width: '100%', borderRadius: 8, background: '#000', transform: 'scaleX(-1)' }}
          />
        )}
        {photo && <Image src={photo} alt={t('iden_preview')} radius="md" />}
        {cameraFailed && (
          <Alert color="orange" variant="light" role="alert">
            {allowFile ? t('iden_camera_failed') : t('iden_camera_only_failed')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(t, send.error)}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Button variant="subtle" color="gray" onClick={() => logout.mutate()}>
            {t('iden_sign_out')}
          </Button>
          <Group gap="sm" wrap="wrap">
            {allowCamera && !stream && (
              <Button variant="default" onClick={() => void startCamera()}>
                {photo ? t('iden_retake') : t('iden_start_camera')}
              </Button>
            )}
            {stream && <Button onClick={take}>{t('iden_take')}</Button>}
            {allowFile && !stream && (
              <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png">
                {(props) => (
                  <Button variant="default" {...props}>
                    {t('iden_choose_file')}
                  </Button>
                )}
              </FileButton>
            )}
            {photo && (
              <Button loading={send.isPending} onClick={() => send.mutate(photo)}>
                {t('iden_send')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
