import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CategoryInputSchema,
  DESCRIPTION_LIMIT,
  InstructorInputSchema,
  ProviderInputSchema,
  TagInputSchema,
  TEXT_LIMIT,
  type AdminTaxonomyRow,
  type ImageUse,
} from '@portal/shared';
import type { ZodType } from 'zod';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { refusalMessage } from '@/features/dashboard/list';
import type { TaxonomyName } from './api/content-keys';
import { useSaveTaxonomy } from './api/save-taxonomy';
import { contentMessages } from './content-messages';
import { errorsByField } from './course-form-state';
import { taxonomyMessages } from './taxonomy-messages';
import { ImagePicker } from './upload/image-picker';

type Field = 'code' | 'name_en' | 'name_th' | 'about_en' | 'about_th' | 'bio_en' | 'bio_th';

/** Which fields each taxonomy's form has, and the API schema that checks it. */
const FORMS: Record<TaxonomyName, { fields: Field[]; schema: ZodType }> = {
  category: { fields: ['code', 'name_en', 'name_th'], schema: CategoryInputSchema },
  tag: { fields: ['name_en', 'name_th'], schema: TagInputSchema },
  provider: {
    fields: ['code', 'name_en', 'name_th', 'about_en', 'about_th'],
    schema: ProviderInputSchema,
  },
  instructor: { fields: ['name_en', 'name_th', 'bio_en', 'bio_th'], schema: InstructorInputSchema },
};
/** Providers have a logo and instructors a photo. */
const IMAGE_USE: Partial<Record<TaxonomyName, ImageUse>> = {
  provider: 'logo',
  instructor: 'photo',
};
const LONG = new Set<Field>(['about_en', 'about_th', 'bio_en', 'bio_th']);
const REQUIRED = new Set<Field>(['code', 'name_en']);

/** A choice of another row (category parent, instructor's provider). */
export interface RefChoice {
  field: 'parent_id' | 'provider_id';
  label: string;
  noneLabel: string;
  options: { value: string; label: string }[];
}

/** Creates or edits one category, tag, provider or instructor in a dialog. */
export function TaxonomyFormDialog(props: {
  name: TaxonomyName;
  title: string;
  row: AdminTaxonomyRow | null;
  /** Preset of a new row (a child category's parent). */
  preset?: Partial<AdminTaxonomyRow>;
  reference?: RefChoice;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(taxonomyMessages);
  useFeatureTranslation(contentMessages);
  const form = FORMS[props.name];
  const source = { ...props.preset, ...props.row };
  const [values, setValues] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {};
    for (const field of form.fields) start[field] = String(source[field] ?? '');
    if (props.reference) start[props.reference.field] = String(source[props.reference.field] ?? '');
    if (props.name === 'category') start.sort = String(source.sort ?? 0);
    return start;
  });
  const imageUse = IMAGE_USE[props.name];
  const [image, setImage] = useState<string | null>(source.image ?? null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTaxonomy(props.name);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    for (const field of form.fields) body[field] = values[field] ?? '';
    if (props.reference) {
      const ref = values[props.reference.field];
      body[props.reference.field] = ref ? Number(ref) : null;
    }
    if (props.name === 'category') body.sort = Number(values.sort || 0);
    if (imageUse) body.image = image;
    const parsed = form.schema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: props.row?.id ?? null, body: parsed.data as object },
      {
        onSuccess: props.onClose,
        onError: (error) => {
          if (error instanceof ApiError) setErrors(errorsByField(error.errors));
          setFormError(refusalMessage(t, error));
        },
      },
    );
  };
  const field = (key: string, label: string) => ({
    label,
    name: key,
    value: values[key] ?? '',
    error: errors[key] ? translateKey(t, errors[key]) : undefined,
    onChange: (
      event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
    ) => setValues({ ...values, [key]: event.currentTarget.value }),
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {form.fields.map((key) =>
            LONG.has(key) ? (
              <Textarea
                key={key}
                {...field(key, t(`tax_${key}`))}
                maxLength={DESCRIPTION_LIMIT}
                autosize
                minRows={2}
                lang={key.endsWith('_th') ? 'th' : undefined}
              />
            ) : (
              <TextInput
                key={key}
                {...field(key, t(`tax_${key}`))}
                maxLength={key === 'code' ? 50 : TEXT_LIMIT}
                required={REQUIRED.has(key)}
                lang={key.endsWith('_th') ? 'th' : undefined}
              />
            ),
          )}
          {props.reference && (
            <NativeSelect
              {...field(props.reference.field, props.reference.label)}
              data={[{ value: '', label: props.reference.noneLabel }, ...props.reference.options]}
            />
          )}
          {props.name === 'category' && (
            <TextInput {...field('sort', t('tax_sort'))} inputMode="numeric" />
          )}
          {imageUse && (
            <ImagePicker
              use={imageUse}
              name="image"
              label={t(`tax_image_${imageUse}`)}
              value={image}
              errorKey={errors.image}
              onChange={setImage}
            />
          )}
          <FormError message={formError} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('tax_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
