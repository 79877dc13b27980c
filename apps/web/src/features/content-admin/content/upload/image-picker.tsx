import { useState } from 'react';
import { Box, Button, FileButton, Group, Image, Progress, Stack, Text } from '@mantine/core';
import {
  checkImageDimensions,
  checkImageFile,
  IMAGE_EXTENSIONS,
  IMAGE_RULES,
  type ImageRefusal,
  type ImageUse,
} from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { CROP, CROP_MAX_BYTES, needsCrop } from './image-crop';
import { ImageCropDialog } from './image-crop-dialog';
import { imageMessages } from './image-messages';
import { readImageSize } from './image-size';
import { useTusUpload } from './use-tus-upload';

const TYPES = IMAGE_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');
const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** How big the preview is drawn: covers and backgrounds wide, logos and photos small. */
const PREVIEW: Record<ImageUse, { w: number | string; ratio: number; fit: 'cover' | 'contain' }> = {
  cover: { w: 400, ratio: 16 / 9, fit: 'cover' },
  background: { w: 400, ratio: 16 / 9, fit: 'cover' },
  article: { w: 400, ratio: 16 / 9, fit: 'contain' },
  logo: { w: 200, ratio: 2, fit: 'contain' },
  photo: { w: 140, ratio: 1, fit: 'cover' },
};

/**
 * An image field: choose a file, checked here first (SPEC §5: type, size in KB, and in strict
 * mode the exact width × height, decoded by the browser), then uploaded with the resumable
 * (tus) client and checked again by the server; a preview, replace and remove. The value is the
 * uploaded image's address; `errorKey` is a message key the server answered on save. A cover or a
 * photo of any size opens the crop dialog first (issue 21 item 5) and is stored at its size.
 */
export function ImagePicker(props: {
  use: ImageUse;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  errorKey?: string | undefined;
  /** Names the file input (tests and browser journeys pick files through it). */
  name: string;
  /** The tus path, when not the dashboard's (a learner's playlist cover). */
  endpoint?: string;
}) {
  const { t } = useFeatureTranslation(imageMessages);
  const rule = IMAGE_RULES[props.use];
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const [fresh, setFresh] = useState(false);
  const [cropping, setCropping] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const target = CROP[props.use];
  const { state, start, resume } = useTusUpload(
    'image',
    (file) => {
      if (!file.url) return;
      setFresh(true);
      props.onChange(file.url);
    },
    { use: props.use },
    props.endpoint,
  );
  const params = { size: rule.maxKb, width: rule.width, height: rule.height, types: TYPES };

  const upload = (file: File) => {
    const refused = checkImageFile(props.use, file);
    setRefusal(refused);
    if (!refused) start(file);
  };

  const handleFile = async (file: File | null) => {
    if (!file) return;
    setFresh(false);
    setTooBig(false);
    if (target) {
      // Any size: only the type is checked before the crop dialog (the crop is re-encoded).
      const wrongType = checkImageFile(props.use, { name: file.name, size: 0 });
      if (wrongType || file.size > CROP_MAX_BYTES) {
        setRefusal(wrongType);
        setTooBig(!wrongType);
        return;
      }
      const size = await readImageSize(file);
      // Not an image the browser can decode: refused as a wrong type.
      if (size.width === 0 || size.height === 0)
        return setRefusal(checkImageDimensions(props.use, size));
      setRefusal(null);
      if (needsCrop(target, size, file.size, rule.maxKb)) setCropping(file);
      else start(file);
      return;
    }
    const refused =
      checkImageFile(props.use, file) ?? checkImageDimensions(props.use, await readImageSize(file));
    setRefusal(refused);
    if (!refused) start(file);
  };

  const busy = state.status === 'uploading' || state.status === 'paused';
  const percent =
    busy && state.total > 0 ? Math.min(100, Math.round((state.sent / state.total) * 100)) : 0;
  const failedKey = state.status === 'failed' ? state.key : null;
  const message = tooBig
    ? t('image_crop_too_big')
    : refusal
      ? translateKey(t, refusal.key, { ...params, ...refusal.params, types: TYPES })
      : failedKey === 'upload_connection_failed'
        ? t('image_connection_failed')
        : failedKey && state.status === 'failed'
          ? translateKey(t, failedKey, { ...params, ...state.params, types: TYPES })
          : props.errorKey
            ? translateKey(t, props.errorKey, params)
            : null;
  const preview = PREVIEW[props.use];
  const errorId = `${props.name}-error`;

  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      <Text size="xs" c="dimmed" id={`${props.name}-rule`}>
        {/* A strict size (covers) is always a cropped use: the crop makes the exact size. */}
        {target ? t('image_rule_crop', { ...params, ...target }) : t('image_rule', params)}
      </Text>
      <Box
        w={preview.w}
        maw="100%"
        style={{
          aspectRatio: String(preview.ratio),
          borderRadius: 'var(--mantine-radius-md)',
          border: '1px solid var(--mantine-color-gray-4)',
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {props.value ? (
          <Image
            src={props.value}
            alt={t('image_preview', { label: props.label })}
            h="100%"
            w="100%"
            fit={preview.fit}
          />
        ) : (
          <Text size="sm" c="dimmed" ta="center" style={{ lineHeight: 1.4 }} pt="20%" px="xs">
            {t('image_none')}
          </Text>
        )}
      </Box>
      {busy && (
        <Stack gap={2}>
          <Progress value={percent} animated aria-label={state.name} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('image_uploading', { name: state.name, percent })}
          </Text>
        </Stack>
      )}
      <Group gap="xs">
        <FileButton
          accept={ACCEPT}
          disabled={busy}
          onChange={(file) => void handleFile(file)}
          inputProps={{ name: props.name, 'aria-describedby': `${props.name}-rule` }}
        >
          {(button) => (
            <Button {...button} variant="default" size="sm" disabled={busy}>
              {props.value ? t('image_replace') : t('image_choose')}
            </Button>
          )}
        </FileButton>
        {props.value && (
          <Button
            variant="subtle"
            color="red.8"
            size="sm"
            disabled={busy}
            onClick={() => {
              setFresh(false);
              props.onChange(null);
            }}
          >
            {t('image_remove')}
          </Button>
        )}
        {failedKey === 'upload_connection_failed' && (
          <Button size="sm" onClick={resume}>
            {t('image_retry')}
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c="red.8" role="alert" id={errorId}>
          {message}
        </Text>
      )}
      {cropping && target && (
        <ImageCropDialog
          file={cropping}
          target={target}
          onCancel={() => setCropping(null)}
          onCropped={(file) => {
            setCropping(null);
            upload(file);
          }}
        />
      )}
      {fresh && !message && props.value && (
        <Text size="sm" c="teal.8" role="status">
          {t('image_ready')}
        </Text>
      )}
    </Stack>
  );
}
