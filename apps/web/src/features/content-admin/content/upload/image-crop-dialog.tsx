import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { cropToFile, type PixelArea } from './image-crop';
import { imageMessages } from './image-messages';

/**
 * Crops a chosen image to its field's ratio (drag to move, slider or wheel to zoom) and hands back
 * a file of exactly `target`'s size. Cancel leaves the field as it was.
 */
export function ImageCropDialog(props: {
  file: File;
  target: { width: number; height: number };
  onCropped: (file: File) => void;
  onCancel: () => void;
}) {
  const { t } = useFeatureTranslation(imageMessages);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const url = URL.createObjectURL(props.file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [props.file]);

  const apply = async () => {
    if (!source || !area) return;
    setBusy(true);
    setFailed(false);
    try {
      props.onCropped(await cropToFile(source, area, props.target, props.file.name));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={props.onCancel} title={t('image_crop_title')} size="lg" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('image_crop_help', props.target)}
        </Text>
        <Box
          pos="relative"
          h={{ base: 240, sm: 340 }}
          bg="dark.6"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          data-testid="image-crop-area"
        >
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={props.target.width / props.target.height}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
            />
          )}
        </Box>
        <Text size="sm" fw={500} id="image-crop-zoom">
          {t('image_crop_zoom')}
        </Text>
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
          thumbProps={{ 'aria-labelledby': 'image-crop-zoom' }}
        />
        {failed && (
          <Text size="sm" c="red.8" role="alert">
            {t('image_crop_failed')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={busy}>
            {t('image_crop_cancel')}
          </Button>
          <Button onClick={() => void apply()} loading={busy} disabled={!area}>
            {t('image_crop_apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
