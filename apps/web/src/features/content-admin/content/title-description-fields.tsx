import type { ChangeEvent } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { TEXT_LIMIT } from '@portal/shared';
import { ArticleField } from './article-field';

type BilingualField = 'title_en' | 'title_th' | 'desc_en' | 'desc_th';

/** The props a form gives one of its text inputs (value, error, limits, change). */
export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  required: boolean | undefined;
  maxLength: number | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A content's English and Thai title, side by side on wider screens, and its English and Thai
 * description in the rich-text editor (issue 21 item 3; the server sanitises what is saved). The
 * form binds each title through `text` and each description through `description`.
 */
export function TitleDescriptionFields(props: {
  text: (
    key: BilingualField,
    label: string,
    extra?: { required?: boolean; max?: number },
  ) => TextFieldProps;
  description: (key: 'desc_en' | 'desc_th') => {
    value: string;
    error: string | undefined;
    onChange: (value: string) => void;
  };
  labels: Record<BilingualField, string>;
}) {
  const { text, description, labels } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...text('title_en', labels.title_en, { required: true, max: TEXT_LIMIT })} />
        <TextInput
          {...text('title_th', labels.title_th, { required: true, max: TEXT_LIMIT })}
          lang="th"
        />
      </SimpleGrid>
      <ArticleField label={labels.desc_en} {...description('desc_en')} />
      <ArticleField label={labels.desc_th} lang="th" {...description('desc_th')} />
    </Stack>
  );
}
