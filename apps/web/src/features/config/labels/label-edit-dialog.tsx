import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  DictionaryLabelInputSchema,
  LABEL_LIMIT,
  labelPlaceholders,
  placeholderErrors,
  type DictionaryLabel,
  type DictionaryLabelInput,
} from '@portal/shared';
import { isApiError } from '@/api';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { errorsByPath, type FieldErrors } from '@/features/content-admin/authoring';
import { refusalMessage } from '@/features/dashboard/list';
import { useResetLabel, useSaveLabel } from './api/labels';
import { labelsMessages } from './labels-messages';

const LANGUAGES = ['en', 'th'] as const;

/** Edits one label's English and Thai texts (the API's schema checks them first), or resets it. */
export function LabelEditDialog(props: { label: DictionaryLabel | null; onClose: () => void }) {
  const { t } = useFeatureTranslation(labelsMessages);
  const { label } = props;
  const save = useSaveLabel();
  const reset = useResetLabel();
  const [values, setValues] = useState<DictionaryLabelInput>({ en: '', th: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!label) return;
    setValues({ en: label.en, th: label.th });
    setErrors({});
    save.reset();
    reset.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another label opens
  }, [label?.key]);

  if (!label) return null;
  const placeholders = labelPlaceholders(label.default_en ?? '');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = DictionaryLabelInputSchema.safeParse(values);
    const found = parsed.success
      ? errorsByPath(placeholderErrors(parsed.data, label.default_en))
      : errorsByPath(parsed.error.issues);
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutate(
      { key: label.key, ...parsed.data },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('labels_saved', { key: label.key }) });
          props.onClose();
        },
        onError: (error) => {
          if (isApiError(error, 400)) setErrors(errorsByPath(error.errors));
        },
      },
    );
  };

  const handleReset = () =>
    reset.mutate(label.key, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('labels_reset_done', { key: label.key }) });
        props.onClose();
      },
    });

  const failure = save.error && !isApiError(save.error, 400) ? save.error : reset.error;
  const busy = save.isPending || reset.isPending;

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('labels_edit_title', { key: label.key })}
      closeButtonProps={{ 'aria-label': t('labels_cancel') }}
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {LANGUAGES.map((language) => {
            const fallback = language === 'en' ? label.default_en : label.default_th;
            return (
              <TextInput
                key={language}
                label={t(`labels_${language}`)}
                name={language}
                lang={language}
                required
                maxLength={LABEL_LIMIT}
                value={values[language]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((v) => ({ ...v, [language]: value }));
                  setErrors(({ [language]: _, ...rest }) => rest);
                }}
                description={
                  fallback !== null ? t('labels_default_was', { text: fallback }) : undefined
                }
                error={
                  errors[language]
                    ? translateKey(t, errors[language], { count: LABEL_LIMIT })
                    : undefined
                }
              />
            );
          })}
          {placeholders.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('labels_placeholders_help', {
                placeholders: placeholders.map((p) => `{{${p}}}`).join(', '),
              })}
            </Text>
          )}
          {failure && (
            <Alert color="red" variant="outline" role="alert">
              {refusalMessage(t, failure)}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            {label.is_changed && label.default_en !== null ? (
              <Button
                variant="subtle"
                color="red.9"
                onClick={handleReset}
                loading={reset.isPending}
                disabled={busy}
              >
                {t('labels_reset')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={props.onClose} disabled={busy}>
                {t('labels_cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {t('labels_save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
