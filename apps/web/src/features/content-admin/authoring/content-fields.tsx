import { Stack, TextInput } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authoringMessages } from './authoring-messages';
import { BilingualText, useErrorAt } from './editor-parts';
import type { FieldErrors } from './form-errors';

interface ContentValues {
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
}

/** Code, title and description in both languages: the fields every test and survey has. */
export function ContentFields<V extends ContentValues>(props: {
  values: V;
  errors: FieldErrors;
  onChange: (next: V) => void;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { values, onChange } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label={t('authoring_code')}
        description={t('authoring_code_help')}
        name="code"
        required
        maxLength={50}
        value={values.code}
        error={errorAt('code')}
        onChange={(event) => onChange({ ...values, code: event.currentTarget.value })}
      />
      <BilingualText
        path="title"
        label={t('authoring_title')}
        en={values.title_en}
        th={values.title_th}
        errors={props.errors}
        required
        thRequired
        onChange={(text) => onChange({ ...values, title_en: text.en, title_th: text.th })}
      />
      <BilingualText
        path="desc"
        label={t('authoring_desc')}
        en={values.desc_en}
        th={values.desc_th}
        errors={props.errors}
        long
        onChange={(text) => onChange({ ...values, desc_en: text.en, desc_th: text.th })}
      />
    </Stack>
  );
}
