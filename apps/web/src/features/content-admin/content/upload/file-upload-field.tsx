import { useRef } from 'react';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { uploadExtensions, type UploadKind } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { materialMessages } from '../material-messages';
import { useTusUpload, type UploadedFile } from './use-tus-upload';

const KB = 1024;
const sizeText = (bytes: number, lang: string) =>
  bytes >= KB * KB
    ? `${(bytes / KB / KB).toLocaleString(lang, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / KB)).toLocaleString(lang)} KB`;

/**
 * A file field that uploads as soon as a file is chosen (tus: resumable), with a progress bar,
 * pause/resume, retry after a dropped connection and the server's refusals translated.
 */
export function FileUploadField(props: {
  kind: UploadKind;
  label: string;
  /** The file the material holds now. */
  current: { name: string; size: number } | null;
  error?: string | undefined;
  onUploaded: (file: UploadedFile, source: File) => void;
  /** The tus path, when not the dashboard's (a learner's own upload). */
  endpoint?: string;
}) {
  const { t, i18n } = useFeatureTranslation(materialMessages);
  const lang = i18n.language;
  const chosen = useRef<File | null>(null);
  const { state, start, pause, resume } = useTusUpload(
    props.kind,
    (file) => {
      if (chosen.current) props.onUploaded(file, chosen.current);
    },
    {},
    props.endpoint,
  );
  const accept = uploadExtensions(props.kind).map((ext) => `.${ext}`);
  const busy = state.status === 'uploading' || state.status === 'paused';
  const percent =
    busy && state.total > 0 ? Math.min(100, Math.round((state.sent / state.total) * 100)) : 0;
  const failure =
    state.status === 'failed' ? translateKey(t, state.key, state.params) : props.error;

  return (
    <Stack gap={6}>
      <FileInput
        label={props.label}
        required
        accept={accept.join(',')}
        placeholder={t('upload_choose', { types: accept.join(', ') })}
        // The placeholder is the field's only prompt: drawn in the dimmed text colour (AA contrast).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        description={
          props.current
            ? t('upload_current', {
                name: props.current.name,
                size: sizeText(props.current.size, lang),
              })
            : t('upload_accepts', { types: accept.join(', ') })
        }
        error={failure}
        disabled={busy}
        clearable={false}
        value={null}
        onChange={(file) => {
          if (!file) return;
          chosen.current = file;
          start(file);
        }}
      />
      {busy && (
        <Stack gap={4}>
          <Progress.Root size="lg">
            <Progress.Section
              value={percent}
              animated={state.status === 'uploading'}
              aria-label={t('upload_progress_of', { name: state.name })}
            />
          </Progress.Root>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {state.status === 'paused'
                ? t('upload_paused', { percent })
                : t('upload_sending', { percent })}
            </Text>
            {state.status === 'uploading' ? (
              <Button size="compact-sm" variant="default" onClick={pause}>
                {t('upload_pause')}
              </Button>
            ) : (
              <Button size="compact-sm" onClick={resume}>
                {t('upload_resume')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {state.status === 'failed' && state.key === 'upload_connection_failed' && (
        <Group>
          <Button size="compact-sm" onClick={resume}>
            {t('upload_retry')}
          </Button>
        </Group>
      )}
      {state.status === 'done' && (
        <Text size="sm" c="teal.9" role="status">
          {t('upload_done', { name: state.file.name })}
        </Text>
      )}
    </Stack>
  );
}
