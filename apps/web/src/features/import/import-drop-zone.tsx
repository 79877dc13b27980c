import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { IMPORT_LIMITS } from '@portal/shared';
import { CheckIcon, CrossIcon, UploadIcon } from '@/components/icons';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { importMessages } from './import-messages';
import classes from './import-drop-zone.module.css';

/** The kinds the import reads (SPEC §5 "excel"): by type and by extension, either will do. */
export const IMPORT_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
};

/** The message key for a file the drop zone refused: too big, another kind, or several. */
export function rejectionKey(rejections: Pick<FileRejection, 'errors'>[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('too-many-files')) return 'import_one_file';
  if (codes.includes('file-too-large')) return 'file_size_less_than_xx';
  return 'file_not_match_accept_only_xx';
}

/**
 * Drop a file on it or press "Browse files": only .csv, .xlsx and .xls up to the size limit are
 * taken; another file is refused at once with a message saying why. react-dropzone's hook
 * (react-dropzone 14 declares every Node the README names; @mantine/dropzone 9 needs Node 22),
 * framed with Mantine's variables.
 */
export function ImportDropZone(props: {
  file: File | null;
  onFile: (file: File) => void;
  onRefused: (messageKey: string) => void;
}) {
  const { t } = useFeatureTranslation(importMessages);
  const { getRootProps, getInputProps, open, isDragAccept, isDragReject } = useDropzone({
    onDropAccepted: (files) => {
      const [file] = files;
      if (file) props.onFile(file);
    },
    onDropRejected: (rejections) => props.onRefused(rejectionKey(rejections)),
    accept: IMPORT_ACCEPT,
    maxSize: IMPORT_LIMITS.fileBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
  });
  return (
    <Box
      {...getRootProps({ className: classes.zone })}
      data-accept={isDragAccept || undefined}
      data-reject={isDragReject || undefined}
      data-testid="import-drop-zone"
    >
      <input {...getInputProps({ 'aria-label': t('import_file'), name: 'file' })} />
      <Stack align="center" gap="xs" mih={140} justify="center" p="md">
        {isDragAccept ? (
          <Group gap="xs">
            <CheckIcon size={28} />
            <Text>{t('import_drop_accept')}</Text>
          </Group>
        ) : isDragReject ? (
          <Group gap="xs">
            <CrossIcon size={28} />
            <Text>{t('import_drop_reject')}</Text>
          </Group>
        ) : (
          <UploadIcon size={32} />
        )}
        <Text size="sm" ta="center">
          {t('import_drop_hint')}
        </Text>
        <Button variant="light" onClick={open}>
          {t('import_browse')}
        </Button>
        {props.file && (
          <Text size="sm" fw={600} data-testid="import-chosen-file">
            {t('import_chosen', { name: props.file.name })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
