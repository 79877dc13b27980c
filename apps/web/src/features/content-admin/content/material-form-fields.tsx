import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { URL_LIMIT, isFileMaterialKind, type AdminMaterial } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { ArticleField } from './article-field';
import type { MaterialFieldErrors, MaterialFormValues } from './material-form-state';
import { materialMessages } from './material-messages';
import { FileUploadField } from './upload/file-upload-field';
import { TitleDescriptionFields } from './title-description-fields';
import { ImagePicker } from './upload/image-picker';

type TextField = {
  [K in keyof MaterialFormValues]: MaterialFormValues[K] extends string ? K : never;
}[keyof MaterialFormValues];

/** Reads a media file's length in the browser (whole seconds); null when it cannot. */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const media = document.createElement(file.type.startsWith('audio') ? 'audio' : 'video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    media.preload = 'metadata';
    media.onloadedmetadata = () =>
      done(Number.isFinite(media.duration) ? Math.max(1, Math.round(media.duration)) : null);
    media.onerror = () => done(null);
    media.src = url;
  });
}

/** The fields of the material form for its kind; the page owns the values and errors. */
export function MaterialFormFields(props: {
  values: MaterialFormValues;
  errors: MaterialFieldErrors;
  scormPackage: AdminMaterial['scorm_package'];
  onChange: (update: (current: MaterialFormValues) => MaterialFormValues) => void;
}) {
  const { t } = useFeatureTranslation(materialMessages);
  const { values, errors } = props;
  const kind = values.kind;
  const set = <K extends keyof MaterialFormValues>(key: K, value: MaterialFormValues[K]) =>
    props.onChange((current) => ({ ...current, [key]: value }));
  const error = (key: keyof MaterialFormValues) =>
    errors[key] ? translateKey(t, errors[key], { size: 10 }) : undefined;
  const text = (
    key: TextField,
    label: string,
    extra: { required?: boolean; max?: number } = {},
  ) => ({
    label,
    name: key,
    value: values[key],
    error: error(key),
    required: extra.required,
    maxLength: extra.max,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.currentTarget.value),
  });

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('code', t('material_code'), { required: true, max: 50 })} />
      </SimpleGrid>
      <TitleDescriptionFields
        text={text}
        description={(key) => ({
          value: values[key],
          error: error(key),
          onChange: (value) => set(key, value),
        })}
        labels={{
          title_en: t('material_title_en'),
          title_th: t('material_title_th'),
          desc_en: t('material_desc_en'),
          desc_th: t('material_desc_th'),
        }}
      />
      <ImagePicker
        use="cover"
        name="image"
        label={t('material_image')}
        value={values.image}
        errorKey={errors.image}
        onChange={(url) => set('image', url)}
      />

      {isFileMaterialKind(kind) && (
        <Fieldset legend={t('material_file_legend')}>
          <Stack gap="sm">
            <FileUploadField
              kind={kind}
              label={t(`material_file_${kind}`)}
              current={values.file}
              error={error('file')}
              onUploaded={(file, source) => {
                set('file', file);
                if (kind === 'video' || kind === 'audio')
                  void readDuration(source).then(
                    (seconds) => seconds && set('duration_seconds', String(seconds)),
                  );
              }}
            />
            {kind === 'scorm' && props.scormPackage && (
              <Text size="sm" c="dimmed">
                {t('material_scorm_package', {
                  version: props.scormPackage.version,
                  count: props.scormPackage.file_count,
                  launch: props.scormPackage.launch_href,
                })}
              </Text>
            )}
            {(kind === 'video' || kind === 'audio') && (
              <TextInput
                {...text('duration_seconds', t('material_duration'))}
                description={t('material_duration_help')}
                inputMode="numeric"
                maw={240}
              />
            )}
            {kind === 'document' && (
              <TextInput
                {...text('page_count', t('material_pages'))}
                inputMode="numeric"
                maw={240}
              />
            )}
            {kind !== 'scorm' && (
              <Checkbox
                label={t('material_allow_download')}
                checked={values.is_allow_download}
                onChange={(event) => set('is_allow_download', event.currentTarget.checked)}
              />
            )}
          </Stack>
        </Fieldset>
      )}

      {kind === 'article' && (
        <Stack gap="md">
          <ArticleField
            label={t('material_article_en')}
            value={values.article_html_en}
            error={error('article_html_en')}
            required
            onChange={(value) => set('article_html_en', value)}
          />
          <ArticleField
            label={t('material_article_th')}
            value={values.article_html_th}
            error={error('article_html_th')}
            lang="th"
            onChange={(value) => set('article_html_th', value)}
          />
        </Stack>
      )}

      {kind === 'external_video' && (
        <Stack gap="sm">
          <TextInput
            {...text('external_url', t('material_external_url'), {
              required: true,
              max: URL_LIMIT,
            })}
            description={t('material_external_help')}
            type="url"
          />
          <TextInput
            {...text('duration_seconds', t('material_duration'))}
            description={t('material_external_duration_help')}
            inputMode="numeric"
            maw={240}
          />
        </Stack>
      )}

      <Checkbox
        label={t('material_review_enabled')}
        checked={values.is_review_enabled}
        onChange={(event) => set('is_review_enabled', event.currentTarget.checked)}
      />
    </Stack>
  );
}
