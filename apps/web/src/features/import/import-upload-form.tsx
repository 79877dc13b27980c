import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportModule,
} from '@portal/shared';
import { UploadIcon } from '@/components/icons';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useImportPreview, useUploadImport } from './api/imports';
import { importMessages } from './import-messages';
import { ImportDropZone } from './import-drop-zone';
import {
  choiceMapping,
  ImportMappingPreview,
  suggestedChoice,
  unmappedFields,
  type MappingChoice,
} from './import-preview';
import { ImportTemplates } from './import-templates';

/**
 * Module select, its templates, a drop zone with a browse button (.csv, .xlsx, .xls); once a file
 * is chosen the server reads its first rows and suggests which column feeds each field (issue 21
 * item 16), the administrator corrects the mapping and starts the import with it; the new import
 * appears in the history.
 */
export function ImportUploadForm(props: { modules: ImportModule[] }) {
  const { t } = useFeatureTranslation(importMessages);
  const [module, setModule] = useState<ImportModule>(props.modules[0] ?? 'users');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const upload = useUploadImport();
  const preview = useImportPreview(module, file);
  // The administrator's choices hold for this file and kind; another file starts from the
  // server's suggestion again.
  const previewKey = file ? `${module}:${file.name}:${file.size}:${file.lastModified}` : '';
  const [chosen, setChosen] = useState<{ key: string; choice: MappingChoice } | null>(null);
  const choice =
    chosen?.key === previewKey ? chosen.choice : preview.data ? suggestedChoice(preview.data) : {};
  const previewProblem = file ? errorMessage(t, preview.error) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setProblem(t('import_pick_file'));
    if (file.size > IMPORT_LIMITS.fileBytes) return setProblem(t('file_size_less_than_xx'));
    const extension = file.name.toLowerCase().split('.').pop() ?? '';
    if (!(IMPORT_LIMITS.extensions as readonly string[]).includes(extension))
      return setProblem(t('file_not_match_accept_only_xx'));
    if (!preview.data) return; // still reading, or refused (its message is shown)
    if (unmappedFields(preview.data, choice).length) {
      setShowErrors(true);
      return setProblem(t('import_mapping_incomplete'));
    }
    setProblem(null);
    upload.mutate(
      { module, file, mapping: choiceMapping(choice) },
      {
        onSuccess: (item) => {
          notify({
            color: 'teal',
            message: t('import_started', { name: item.input_filename }),
            closeButtonProps: { 'aria-label': t('close') },
          });
          setFile(null);
          setShowErrors(false);
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
            onChange={(event) => {
              setModule(event.currentTarget.value as ImportModule);
              setShowErrors(false);
              setProblem(null);
            }}
            data={props.modules.map((m) => ({ value: m, label: t(`import_module_${m}`) }))}
          />
          <Text size="sm" c="dimmed">
            {t('import_fields_list', {
              fields: IMPORT_COLUMNS[module]
                .map(
                  (field) =>
                    t(`import_field_${field}`) +
                    (IMPORT_REQUIRED_COLUMNS[module].includes(field) ? ' *' : ''),
                )
                .join(', '),
            })}
          </Text>
          <ImportTemplates module={module} />
          <ImportDropZone
            file={file}
            onFile={(value) => {
              setFile(value);
              setProblem(null);
              setShowErrors(false);
            }}
            onRefused={(key) => {
              setFile(null);
              setProblem(t(key));
            }}
          />
          {file && preview.isPending && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">{t('import_preview_loading')}</Text>
            </Group>
          )}
          {preview.data && (
            <ImportMappingPreview
              preview={preview.data}
              choice={choice}
              showErrors={showErrors}
              onChoose={(field, value) => {
                setChosen({ key: previewKey, choice: { ...choice, [field]: value } });
                if (problem) setProblem(null);
              }}
            />
          )}
          {(problem ?? previewProblem) && (
            <Alert color="red" variant="outline" role="alert">
              {problem ?? previewProblem}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<UploadIcon size={18} />}
            loading={upload.isPending || (file !== null && preview.isPending)}
            disabled={file !== null && preview.isError}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('import_submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
