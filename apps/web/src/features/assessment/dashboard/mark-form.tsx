import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { DESCRIPTION_LIMIT } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { translateKey } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useMarkAnswer } from './api/mark-answer';
import { checkMark } from './mark-form-state';
import { markingMessages } from './marking-messages';

/** The marker's score (0 to the question's maximum) and comment for one written answer. */
export function MarkForm(props: {
  attemptId: number;
  questionId: number;
  maxScore: number;
  /** The mark given before, when re-marking. */
  initial: { score: number | null; comment: string | null };
}) {
  const { t } = useFeatureTranslation(markingMessages);
  const [score, setScore] = useState(
    props.initial.score === null ? '' : String(props.initial.score),
  );
  const [comment, setComment] = useState(props.initial.comment ?? '');
  const [errors, setErrors] = useState<Partial<Record<'score' | 'comment', string>>>({});
  const mutation = useMarkAnswer(props.attemptId);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkMark(props.questionId, { score, comment }, props.maxScore);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.value, {
      onSuccess: () =>
        notify({
          color: 'teal',
          closeButtonProps: { 'aria-label': t('close') },
          message: t('marking_saved'),
        }),
    });
  };

  const id = `mark-${props.questionId}`;
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('marking_score')}
            description={t('marking_score_help', { max: props.maxScore })}
            name="score"
            inputMode="decimal"
            required
            value={score}
            error={errors.score ? translateKey(t, errors.score) : undefined}
            onChange={(event) => setScore(event.currentTarget.value)}
            style={{ flex: '0 1 160px' }}
          />
          <Textarea
            label={t('marking_comment')}
            name="comment"
            autosize
            minRows={2}
            maxLength={DESCRIPTION_LIMIT}
            value={comment}
            error={errors.comment ? translateKey(t, errors.comment) : undefined}
            onChange={(event) => setComment(event.currentTarget.value)}
            style={{ flex: '1 1 240px' }}
          />
        </Group>
        <FormError message={mutation.isError ? refusalMessage(t, mutation.error) : null} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('marking_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
