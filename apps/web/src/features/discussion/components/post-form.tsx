import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { DESCRIPTION_LIMIT, DiscussionInputSchema, type DiscussionInput } from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, zodFieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { discussionMessages } from '../discussion-messages';

interface PostFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** The last failed save, shown under the field by its message key. */
  error: unknown;
  /** Saves the text; `done` clears the form once the server has it. */
  onSubmit: (input: DiscussionInput, done: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A topic, reply or edit: plain text up to 2000 characters, checked with the API's schema. */
export function PostForm(props: PostFormProps) {
  const { t } = useFeatureTranslation(discussionMessages);
  const [body, setBody] = useState(props.initial ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = DiscussionInputSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(zodFieldMessages(t, parsed.error).body ?? t('error_occurs'));
      return;
    }
    setProblem(null);
    props.onSubmit(parsed.data, () => setBody(''));
  };

  const failure = props.error && !isAbortError(props.error) ? props.error : null;
  const fieldProblem = problem ?? apiFieldMessages(t, failure).body ?? null;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={props.label}
          placeholder={t('discussion_placeholder')}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          maxLength={DESCRIPTION_LIMIT}
          autosize
          minRows={3}
          maxRows={12}
          error={fieldProblem}
          autoFocus={props.autoFocus}
          description={t('discussion_characters', { count: body.length, max: DESCRIPTION_LIMIT })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {failure && !fieldProblem && <FormError message={errorMessage(t, failure)} />}
        <Group gap="sm" justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('discussion_cancel')}
            </Button>
          )}
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
