import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { SectionInputSchema, TEXT_LIMIT, type SectionInput } from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { refusalMessage } from '@/features/dashboard/list';
import { contentMessages } from './content-messages';
import { errorsByField } from './course-form-state';
import { outlineMessages } from './outline-messages';

/** Names a new section or renames one, checked with the API's SectionInputSchema. */
export function SectionNameDialog(props: {
  opened: boolean;
  title: string;
  initial: { name_en: string; name_th: string; sort: number };
  onSave: (body: SectionInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(outlineMessages);
  useFeatureTranslation(contentMessages);
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SectionInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      return;
    }
    setPending(true);
    try {
      await props.onSave(parsed.data);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(errorsByField(error.errors));
      setFormError(refusalMessage(t, error));
    } finally {
      setPending(false);
    }
  };
  const field = (key: 'name_en' | 'name_th', label: string) => ({
    label,
    name: key,
    value: values[key],
    maxLength: TEXT_LIMIT,
    error: errors[key] ? translateKey(t, errors[key]) : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [key]: event.currentTarget.value }),
  });

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <TextInput {...field('name_en', t('outline_section_name_en'))} required data-autofocus />
          <TextInput {...field('name_th', t('outline_section_name_th'))} lang="th" />
          <FormError message={formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('outline_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
