import { useState } from 'react';
import { Alert, Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { DESCRIPTION_LIMIT, ReviewInputSchema, type Review } from '@portal/shared';
import { isAbortError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDeleteReview, useSaveReview } from '../api/save-review';
import { materialMessages } from '../material-messages';
import type { ReviewTarget } from '../api/material-keys';

/** The learner's own review: stars and a comment, saved with the API's own schema. */
export function ReviewForm({
  materialId,
  own,
  target = 'material',
}: {
  materialId: number;
  own: Review | null;
  target?: ReviewTarget;
}) {
  const { t } = useFeatureTranslation(materialMessages);
  const [rating, setRating] = useState(own?.rating ?? 0);
  const [comment, setComment] = useState(own?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);
  const save = useSaveReview(materialId, target);
  const remove = useDeleteReview(materialId, target);
  const failure = [save.error, remove.error].find((e) => e && !isAbortError(e));

  const handleSave = () => {
    setDone(null);
    const parsed = ReviewInputSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue?.path[0] === 'rating' ? t('review_pick_rating') : t(issue?.message ?? ''));
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onSuccess: () => setDone('saved') });
  };
  const handleDelete = () => {
    setDone(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setRating(0);
        setComment('');
        setDone('deleted');
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('review_yours')}
        </Title>
        <div>
          <Text size="sm" fw={500} id="review-rating-label" mb={4}>
            {t('review_rating')}
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="lg"
            aria-labelledby="review-rating-label"
          />
        </div>
        <Textarea
          label={t('review_comment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={DESCRIPTION_LIMIT}
          rows={4}
        />
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="outline" role="alert" p="sm">
            {errorMessage(t, failure)}
          </Alert>
        )}
        {done && (
          <Alert color="teal" variant="outline" role="status" p="sm">
            {t(done === 'saved' ? 'review_saved' : 'review_deleted')}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={handleSave} loading={save.isPending}>
            {t(own ? 'review_update' : 'review_save')}
          </Button>
          {own && (
            <Button variant="subtle" color="red" onClick={handleDelete} loading={remove.isPending}>
              {t('review_delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
