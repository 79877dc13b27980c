import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IMPORT_LIMITS, type ImportModule } from '@portal/shared';
import { UploadIcon } from '@/components/icons';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useUploadImport } from './api/imports';
import { importMessages } from './import-messages';
import { ImportDropZone } from './import-drop-zone';
import { ImportTemplates } from './import-templates';

/**
 * Module select, its templates, a drop zone with a browse button (.csv, .xlsx, .xls) and upload;
 * the new import appears in the history.
 */
export function ImportUploadForm(props: { modules: ImportModule[] }) {
  const { t } = useFeatureTranslation(importMessages);
  const [module, setModule] = useState<ImportModule>(props.modules[0] ?? 'users');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadImport();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setProblem(t('import_pick_file'));
    if (file.size > IMPORT_LIMITS.fileBytes) return setProblem(t('file_size_less_than_xx'));
    const extension = file.name.toLowerCase().split('.').pop() ?? '';
    if (!(IMPORT_LIMITS.extensions as readonly string[]).includes(extension))
      return setProblem(t('file_not_match_accept_only_xx'));
    setProblem(null);
    upload.mutate(
      { module, file },
      {
        onSuccess: (item) => {
          notify({
            color: 'teal',
            message: t('import_started', { name: item.input_filename }),
            closeButtonProps: { 'aria-label': t('close') },
          });
          setFile(null);
        },
        onError: (error) => setProblem(errorMessage(t, error)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="import-upload-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="import-upload-title">
            {t('import_upload_title')}
          </Title>
          <NativeSelect
            label={t('import_module')}
            name="module"
            value={module}
            onChange={(event) => setModule(event.currentTarget.value as ImportModule)}
            data={props.modules.map((m) => ({ value: m, label: t(`import_module_${m}`) }))}
          />
          <Text size="sm" c="dimmed">
            {t(`import_columns_${module}`)}
          </Text>
          <ImportTemplates module={module} />
          <ImportDropZone
            file={file}
            onFile={(value) => {
              setFile(value);
              setProblem(null);
            }}
            onRefused={(key) => {
              setFile(null);
              setProblem(t(key));
            }}
          />
          {problem && (
            <Alert color="red" variant="outline" role="alert">
              {problem}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<UploadIcon size={18} />}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('import_submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
