import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { NewCourseStepSchema, TEXT_LIMIT } from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { refusalMessage } from '@/features/dashboard/list';
import { contentMessages } from './content-messages';
import { errorsByField } from './course-form-state';
import { outlineMessages } from './outline-messages';

export interface NewCourseTitles {
  title_en: string;
  title_th: string;
}

/**
 * The step picker's "New course": both titles (checked with the API's NewCourseStepSchema),
 * then a draft course is made and added as the step.
 */
export function NewCourseForm(props: {
  onCreate: (titles: NewCourseTitles) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useFeatureTranslation(outlineMessages);
  useFeatureTranslation(contentMessages);
  const [values, setValues] = useState<NewCourseTitles>({ title_en: '', title_th: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = NewCourseStepSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await props.onCreate(values);
    } catch (error) {
      if (error instanceof ApiError) setErrors(errorsByField(error.errors));
      setFormError(refusalMessage(t, error));
    } finally {
      setPending(false);
    }
  };
  const field = (key: keyof NewCourseTitles, label: string) => ({
    label,
    name: key,
    value: values[key],
    maxLength: TEXT_LIMIT,
    required: true,
    error: errors[key] ? translateKey(t, errors[key]) : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [key]: event.currentTarget.value }),
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('picker_new_course')}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('picker_new_course_help')}
        </Text>
        <TextInput {...field('title_en', t('picker_new_course_title_en'))} data-autofocus />
        <TextInput {...field('title_th', t('picker_new_course_title_th'))} lang="th" />
        <FormError message={formError} />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t('picker_new_course_cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('picker_new_course_create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
