import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { LEARNER_UPLOAD_ENDPOINT, PLAYLIST_VISIBILITIES, type PlaylistInput } from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ImagePicker } from '@/features/content-admin/content/upload';
import { playlistMessages } from '../playlist-messages';

/** The form's values: the cover is the address of an image uploaded through the learners' path. */
export type PlaylistFormValues = Required<Omit<PlaylistInput, 'image'>> & { image: string | null };

/** A playlist's texts, and (for its owner) who sees it and whether it may be copied. */
export function PlaylistForm(props: {
  initial?: Partial<PlaylistFormValues>;
  ownerFields: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: PlaylistFormValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useFeatureTranslation(playlistMessages);
  const [v, setV] = useState<PlaylistFormValues>({
    title_en: '',
    title_th: '',
    desc_en: '',
    desc_th: '',
    visibility: 'private',
    is_duplicable: true,
    image: null,
    ...props.initial,
  });
  const fields = props.error && isApiError(props.error) ? apiFieldMessages(t, props.error) : {};
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(v);
      }}
    >
      <Stack gap="md">
        {Boolean(props.error) && !Object.values(fields).some(Boolean) && (
          <Alert color="red" role="alert">
            {errorMessage(t, props.error)}
          </Alert>
        )}
        <ImagePicker
          use="cover"
          name="cover"
          label={t('pl_cover')}
          value={v.image}
          onChange={(image) => setV((current) => ({ ...current, image }))}
          errorKey={isApiError(props.error) ? props.error.errors.image?.[0] : undefined}
          endpoint={LEARNER_UPLOAD_ENDPOINT}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('pl_title_en')}
            name="title_en"
            required
            value={v.title_en}
            onChange={(e) => setV({ ...v, title_en: e.currentTarget.value })}
            error={fields.title_en}
          />
          <TextInput
            label={t('pl_title_th')}
            name="title_th"
            value={v.title_th}
            onChange={(e) => setV({ ...v, title_th: e.currentTarget.value })}
            error={fields.title_th}
          />
          <Textarea
            label={t('pl_desc_en')}
            autosize
            minRows={2}
            value={v.desc_en}
            onChange={(e) => setV({ ...v, desc_en: e.currentTarget.value })}
          />
          <Textarea
            label={t('pl_desc_th')}
            autosize
            minRows={2}
            value={v.desc_th}
            onChange={(e) => setV({ ...v, desc_th: e.currentTarget.value })}
          />
        </SimpleGrid>
        {props.ownerFields && (
          <>
            <Radio.Group
              label={t('pl_visibility')}
              value={v.visibility}
              onChange={(value) => setV({ ...v, visibility: value })}
            >
              <Stack gap="xs" mt="xs">
                {PLAYLIST_VISIBILITIES.map((name) => (
                  <Radio
                    key={name}
                    value={name}
                    label={t(`pl_visibility_${name}`)}
                    description={t(`pl_visibility_${name}_help`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox
              label={t('pl_duplicable')}
              checked={v.is_duplicable}
              onChange={(e) => setV({ ...v, is_duplicable: e.currentTarget.checked })}
            />
          </>
        )}
        <Group justify="flex-end" gap="xs">
          {props.onCancel && (
            <Button variant="subtle" onClick={props.onCancel}>
              {t('pl_cancel')}
            </Button>
          )}
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
