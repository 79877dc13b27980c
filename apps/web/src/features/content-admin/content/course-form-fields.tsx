import {
  Checkbox,
  Fieldset,
  MultiSelect,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { useTaxonomyChoices } from './api/get-taxonomy';
import { categoryTree, localName } from './category-tree';
import { hasCourseForm, type EditableContainer } from './container-kinds';
import { contentMessages } from './content-messages';
import { DependencySelect } from './dependency-select';
import { programMessages } from './program-messages';
import type { CourseFieldErrors, CourseFormValues } from './course-form-state';
import { TitleDescriptionFields } from './title-description-fields';
import { ImagePicker } from './upload/image-picker';
import { DateTimeField } from '@/components/date-field';

type TextField = {
  [K in keyof CourseFormValues]: CourseFormValues[K] extends string ? K : never;
}[keyof CourseFormValues];

/**
 * The fields of the course form, and of a program's (the same, with whether its steps open in
 * order); the page owns the values and the errors (message keys).
 */
export function CourseFormFields(props: {
  kind?: EditableContainer;
  values: CourseFormValues;
  errors: CourseFieldErrors;
  onChange: (next: CourseFormValues) => void;
}) {
  const { t, i18n } = useFeatureTranslation(contentMessages, programMessages);
  const { values, errors } = props;
  const categories = useTaxonomyChoices('category');
  const providers = useTaxonomyChoices('provider');
  const instructors = useTaxonomyChoices('instructor');
  const tags = useTaxonomyChoices('tag');
  const lang = i18n.language;
  const options = (rows: { id: number; name_en: string; name_th: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: localName(r, lang) }));
  const categoryOptions = categoryTree(categories.data?.results ?? []).map(({ row, depth }) => ({
    value: String(row.id),
    label: `${'— '.repeat(depth)}${localName(row, lang)}`,
  }));

  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) =>
    props.onChange({ ...values, [key]: value });
  const error = (key: keyof CourseFormValues) =>
    errors[key] ? translateKey(t, errors[key]) : undefined;
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

  const moment = (key: TextField, label: string) => ({
    label,
    name: key,
    value: values[key],
    error: error(key),
    onChange: (value: string) => set(key, value),
  });

  return (
    <Stack gap="lg">
      <Fieldset legend={t('course_section_details')}>
        <Stack gap="sm">
          <TextInput
            {...text('code', t('course_code'), { required: true, max: 50 })}
            description={t('course_code_help')}
          />
          <TitleDescriptionFields
            text={text}
            description={(key) => ({
              value: values[key],
              error: error(key),
              onChange: (value) => set(key, value),
            })}
            labels={{
              title_en: t('course_title_en'),
              title_th: t('course_title_th'),
              desc_en: t('course_desc_en'),
              desc_th: t('course_desc_th'),
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              {...text('outcomes_en', t('course_outcomes_en'))}
              description={t('course_outcomes_help')}
              autosize
              minRows={3}
            />
            <Textarea
              {...text('outcomes_th', t('course_outcomes_th'))}
              description={t('course_outcomes_help')}
              autosize
              minRows={3}
              lang="th"
            />
            <Select
              label={t('course_level')}
              name="level"
              data={['1', '2', '3'].map((value) => ({
                value,
                label: t(`course_level_${value}`),
              }))}
              value={values.level || null}
              onChange={(value) => set('level', value ?? '')}
              error={error('level')}
              placeholder={t('course_level_none')}
              clearable
            />
          </SimpleGrid>
          <ImagePicker
            use="cover"
            name="image"
            label={t('course_image')}
            value={values.image}
            errorKey={errors.image}
            onChange={(url) => set('image', url)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('course_category')}
              name="category_id"
              data={categoryOptions}
              value={values.category_id || null}
              onChange={(value) => set('category_id', value ?? '')}
              error={error('category_id')}
              placeholder={t('course_none')}
              searchable
              clearable
            />
            <Select
              label={t('course_provider')}
              name="provider_id"
              data={options(providers.data?.results)}
              value={values.provider_id || null}
              onChange={(value) => set('provider_id', value ?? '')}
              error={error('provider_id')}
              placeholder={t('course_none')}
              searchable
              clearable
            />
            <MultiSelect
              label={t('course_instructors')}
              name="instructor_ids"
              data={options(instructors.data?.results)}
              value={values.instructor_ids}
              onChange={(value) => set('instructor_ids', value)}
              error={error('instructor_ids')}
              searchable
              clearable
            />
            <MultiSelect
              label={t('course_tags')}
              name="tag_ids"
              data={options(tags.data?.results)}
              value={values.tag_ids}
              onChange={(value) => set('tag_ids', value)}
              error={error('tag_ids')}
              searchable
              clearable
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('course_section_enrolment')}>
        <Stack gap="sm">
          {props.kind !== undefined && !hasCourseForm(props.kind) && (
            <Switch
              label={t('program_ordered')}
              description={t('program_ordered_help')}
              name="is_ordered"
              checked={values.is_ordered}
              onChange={(event) => set('is_ordered', event.currentTarget.checked)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...text('price', t('course_price'))}
              description={t('course_price_help')}
              inputMode="decimal"
            />
            <NativeSelect
              label={t('course_currency')}
              name="currency"
              value={values.currency}
              data={['thb', 'usd', 'jpy'].map((c) => ({ value: c, label: c.toUpperCase() }))}
              onChange={(event) =>
                set('currency', event.currentTarget.value as CourseFormValues['currency'])
              }
            />
            <TextInput
              {...text('capacity', t('course_capacity'))}
              description={t('course_capacity_help')}
              inputMode="numeric"
            />
            <TextInput {...text('duration_minutes', t('course_duration'))} inputMode="numeric" />
          </SimpleGrid>
          <DependencySelect
            label={t('course_dependency')}
            help={t('course_dependency_help')}
            none={t('course_none')}
            language={lang}
            value={values.dependency_id}
            valueLabel={values.dependency_label}
            error={error('dependency_id')}
            onChange={(id, label) =>
              props.onChange({ ...values, dependency_id: id, dependency_label: label })
            }
          />
          <Checkbox
            label={t('course_approval')}
            name="is_approval_required"
            checked={values.is_approval_required}
            onChange={(event) => set('is_approval_required', event.currentTarget.checked)}
          />
          <Checkbox
            label={t('course_certificate')}
            name="is_certificate"
            checked={values.is_certificate}
            onChange={(event) => set('is_certificate', event.currentTarget.checked)}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('course_section_dates')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateTimeField {...moment('enroll_start', t('course_enroll_start'))} />
          <DateTimeField {...moment('enroll_end', t('course_enroll_end'))} />
          <DateTimeField {...moment('datetime_publish_start', t('course_publish_start'))} />
          <DateTimeField {...moment('datetime_publish_end', t('course_publish_end'))} />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
