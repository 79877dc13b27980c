import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
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
import { useFilterOptions } from '@/features/catalog';
import { playlistMessages } from '../playlist-messages';

/** The form's values: the cover is the address of an image uploaded through the learners' path. */
export type PlaylistFormValues = Required<Omit<PlaylistInput, 'image'>> & { image: string | null };

/**
 * SPEC §3's Learning playlist form: texts, cover, tags, who sees it and whether it may be
 * followed and copied; on creating, a template to start from (templates given).
 */
export function PlaylistForm(props: {
  initial?: Partial<PlaylistFormValues>;
  /** Playlists to start from (create only): value is the id. */
  templates?: { value: string; label: string }[];
  /** Tags the playlist has now, kept as options while the tag list loads or pages. */
  knownTags?: { value: string; label: string }[];
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
    is_followable: true,
    tag_ids: [],
    template_playlist_id: null,
    image: null,
    ...props.initial,
  });
  const tags = useFilterOptions('tag');
  const tagOptions = new Map((props.knownTags ?? []).map((o) => [o.value, o.label]));
  for (const o of tags.data?.results ?? []) tagOptions.set(String(o.id), o.name);
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
        <MultiSelect
          label={t('pl_tags')}
          description={t('pl_tags_help')}
          name="tag_ids"
          searchable
          maxValues={10}
          data={[...tagOptions].map(([value, label]) => ({ value, label }))}
          value={v.tag_ids.map(String)}
          onChange={(ids) => setV({ ...v, tag_ids: ids.map(Number) })}
          error={fields.tag_ids}
        />
        {props.templates && (
          <Select
            label={t('pl_template')}
            description={t('pl_template_help')}
            name="template_playlist_id"
            searchable
            data={[{ value: '', label: t('pl_template_none') }, ...props.templates]}
            value={v.template_playlist_id ? String(v.template_playlist_id) : ''}
            onChange={(id) => setV({ ...v, template_playlist_id: id ? Number(id) : null })}
            error={fields.template_playlist_id}
            allowDeselect={false}
          />
        )}
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
          label={t('pl_followable')}
          checked={v.is_followable}
          onChange={(e) => setV({ ...v, is_followable: e.currentTarget.checked })}
        />
        <Checkbox
          label={t('pl_duplicable')}
          checked={v.is_duplicable}
          onChange={(e) => setV({ ...v, is_duplicable: e.currentTarget.checked })}
        />
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
