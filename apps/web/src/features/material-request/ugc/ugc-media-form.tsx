import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  DESCRIPTION_LIMIT,
  LEARNER_UPLOAD_ENDPOINT,
  TEXT_LIMIT,
  UGC_MEDIA_MAX_SECONDS,
  type UgcMediaKind,
} from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { FileUploadField } from '@/features/content-admin/content/upload';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { ugcMediaMessages } from './ugc-media-messages';

export interface UgcMediaValues {
  title: string;
  desc: string;
  file: { id: number; name: string; size: number } | null;
}

/** An audio or video element of a file or an address, as the material player will play it. */
export function MediaPreview(props: { kind: UgcMediaKind; src: string; label: string }) {
  return props.kind === 'video' ? (
    <video
      src={props.src}
      controls
      preload="metadata"
      aria-label={props.label}
      style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: '#000' }}
    />
  ) : (
    <audio src={props.src} controls preload="metadata" aria-label={props.label} />
  );
}

/** The chosen file's own address while the page is open, for the preview before it is sent. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return file ? url : null;
}

/**
 * A creator's audio or video: the file sent through the learners' resumable path (progress,
 * pause, retry), a preview of it, title and description; saved as a draft or sent for approval.
 */
export function UgcMediaForm(props: {
  kind: UgcMediaKind;
  initial?: UgcMediaValues;
  /** The stored file's stream, when editing and no new file is chosen. */
  currentSrc?: string | null;
  pending: boolean;
  onSave: (
    values: UgcMediaValues & { file: NonNullable<UgcMediaValues['file']> },
    submit: boolean,
  ) => Promise<void>;
}) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const [values, setValues] = useState<UgcMediaValues>(
    props.initial ?? { title: '', desc: '', file: null },
  );
  const [source, setSource] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const localSrc = useObjectUrl(source);
  const src = localSrc ?? props.currentSrc ?? null;

  const save = async (submit: boolean) => {
    setFormError(null);
    const problems: FieldMessages = {};
    if (!values.title.trim()) problems.title = t('ugc_title') + ' *';
    if (!values.file) problems.media_file_id = t('ugc_file_required');
    setErrors(problems);
    if (!values.file || Object.keys(problems).length > 0) return;
    try {
      await props.onSave({ ...values, file: values.file }, submit);
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(true);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t(`ugc_create_${props.kind}`)}>
      <Stack gap="md">
        <FileUploadField
          kind={props.kind}
          label={t(`ugc_file_${props.kind}`)}
          current={values.file}
          error={errors.media_file_id}
          endpoint={LEARNER_UPLOAD_ENDPOINT}
          onUploaded={(file, chosen) => {
            setSource(chosen);
            setValues((v) => ({ ...v, file: { id: file.id, name: file.name, size: file.size } }));
          }}
        />
        <Text size="sm" c="dimmed">
          {t('ugc_limits', { minutes: UGC_MEDIA_MAX_SECONDS / 60 })}
        </Text>
        {src && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('ugc_preview')}
            </Text>
            <MediaPreview kind={props.kind} src={src} label={t('ugc_preview')} />
          </Stack>
        )}
        <TextInput
          label={t('ugc_title')}
          name="title"
          required
          maxLength={TEXT_LIMIT}
          value={values.title}
          error={errors.title}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setValues((v) => ({ ...v, title }));
          }}
        />
        <Textarea
          label={t('ugc_desc')}
          name="desc"
          autosize
          minRows={2}
          maxLength={DESCRIPTION_LIMIT}
          value={values.desc}
          error={errors.desc}
          onChange={(e) => {
            const desc = e.currentTarget.value;
            setValues((v) => ({ ...v, desc }));
          }}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={props.pending}>
            {t('ugc_send')}
          </Button>
          <Button variant="default" disabled={props.pending} onClick={() => void save(false)}>
            {t('ugc_save_draft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
