import type { ChangeEvent } from 'react';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DESCRIPTION_LIMIT, TEXT_LIMIT } from '@portal/shared';

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
 * A content's English and Thai title and description, side by side on wider screens; the form
 * binds each field through `text` (its own values and errors) and words the labels.
 */
export function TitleDescriptionFields(props: {
  text: (
    key: BilingualField,
    label: string,
    extra?: { required?: boolean; max?: number },
  ) => TextFieldProps;
  labels: Record<BilingualField, string>;
}) {
  const { text, labels } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput {...text('title_en', labels.title_en, { required: true, max: TEXT_LIMIT })} />
      <TextInput
        {...text('title_th', labels.title_th, { required: true, max: TEXT_LIMIT })}
        lang="th"
      />
      <Textarea
        {...text('desc_en', labels.desc_en, { max: DESCRIPTION_LIMIT })}
        autosize
        minRows={3}
      />
      <Textarea
        {...text('desc_th', labels.desc_th, { max: DESCRIPTION_LIMIT })}
        autosize
        minRows={3}
        lang="th"
      />
    </SimpleGrid>
  );
}
