import { useState } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DESCRIPTION_LIMIT,
  DISCUSSION_SUBJECT_LIMIT,
  DiscussionEditSchema,
  DiscussionInputSchema,
  DiscussionTopicInputSchema,
  type DiscussionEdit,
} from '@portal/shared';
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
  /** A topic's form: a subject line above the text (required), starting with this value. */
  subject?: string;
  /** Editing (the subject may be left out) rather than starting a topic. */
  editing?: boolean;
  pending: boolean;
  /** The last failed save, shown under the field by its message key. */
  error: unknown;
  /** Saves the text; `done` clears the form once the server has it. */
  onSubmit: (input: DiscussionEdit & { subject?: string }, done: () => void) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A topic (subject and text), reply or edit: plain text up to 2000 characters, a subject up to
 * 120 on one line, checked with the API's schemas.
 */
export function PostForm(props: PostFormProps) {
  const { t } = useFeatureTranslation(discussionMessages);
  const withSubject = props.subject !== undefined;
  const [body, setBody] = useState(props.initial ?? '');
  const [subject, setSubject] = useState(props.subject ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const schema = !withSubject
      ? DiscussionInputSchema
      : props.editing
        ? DiscussionEditSchema
        : DiscussionTopicInputSchema;
    const parsed = schema.safeParse(withSubject ? { subject, body } : { body });
    if (!parsed.success) {
      const messages: Record<string, string> = {};
      for (const [field, message] of Object.entries(zodFieldMessages(t, parsed.error)))
        if (message) messages[field] = message;
      setProblems(Object.keys(messages).length > 0 ? messages : { body: t('error_occurs') });
      return;
    }
    setProblems({});
    props.onSubmit(parsed.data, () => (setBody(''), setSubject('')));
  };

  const failure = props.error && !isAbortError(props.error) ? props.error : null;
  const apiProblems = apiFieldMessages(t, failure);
  const fieldProblem = problems.body ?? apiProblems.body ?? null;
  const subjectProblem = problems.subject ?? apiProblems.subject ?? null;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        {withSubject && (
          <TextInput
            label={t('discussion_subject_label')}
            placeholder={t('discussion_subject_placeholder')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            maxLength={DISCUSSION_SUBJECT_LIMIT}
            error={subjectProblem}
            required
            autoFocus={props.autoFocus}
          />
        )}
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
          autoFocus={props.autoFocus && !withSubject}
          description={t('discussion_characters', { count: body.length, max: DESCRIPTION_LIMIT })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {failure && !fieldProblem && !subjectProblem && (
          <FormError message={errorMessage(t, failure)} />
        )}
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
