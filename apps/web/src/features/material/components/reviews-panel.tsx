import {
  Alert,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { Review, ReviewList } from '@portal/shared';
import { isApiError } from '@/api';
import { formatDate } from '@/components/learning';
import { ListPagination, listMessages, useListParams } from '@/components/list';
import { QueryState } from '@/components/query-state';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useReviews } from '../api/get-reviews';
import { materialMessages } from '../material-messages';
import type { ReviewTarget } from '../api/material-keys';

// Only a learner who may review sees the form; its validation (zod, 25 KB) is not part of the
// course page's first load (issue 21 item 2).
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

function Summary({ summary }: { summary: ReviewList['summary'] }) {
  const { t } = useFeatureTranslation(materialMessages);
  return (
    <Group align="flex-start" gap="xl" wrap="wrap">
      <Stack gap={2} align="flex-start">
        <Text fz={36} fw={700} lh={1}>
          {summary.average ?? '–'}
        </Text>
        <Rating value={summary.average ?? 0} fractions={10} readOnly aria-hidden />
        <Text size="sm" c="dimmed">
          {summary.average !== null && `${t('review_average', { average: summary.average })} · `}
          {t('review_count', { count: summary.count })}
        </Text>
      </Stack>
      <Stack gap={4} style={{ flex: '1 1 200px', maxWidth: 360 }}>
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.distribution[star - 1] ?? 0;
          return (
            <Group key={star} gap="xs" wrap="nowrap">
              <Text size="xs" w={52}>
                {t('review_star_row', { star })}
              </Text>
              {/* The name on the bar itself (role progressbar): on the root, a plain div, axe
                  refuses it (aria-prohibited-attr). */}
              <Progress.Root style={{ flex: 1 }}>
                <Progress.Section
                  value={summary.count ? (n / summary.count) * 100 : 0}
                  aria-label={t('review_star_row', { star })}
                />
              </Progress.Root>
              <Text size="xs" w={24} ta="right">
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t, i18n } = useFeatureTranslation(materialMessages);
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {review.is_own ? t('review_you') : review.user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(i18n.language, review.datetime_update)}
        </Text>
      </Group>
      {/* role img: a name on the plain div of a read-only rating is refused by axe. */}
      <Rating
        value={review.rating}
        readOnly
        size="sm"
        my={4}
        role="img"
        aria-label={`${review.rating}/5`}
      />
      {review.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
    </Paper>
  );
}

/**
 * /{kind}/{id}/review: the summary, the learner's own review and every review, paged. A course's
 * info tab shows the same for the course (`target="course"`); the form only when `canWrite`.
 */
export function ReviewsPanel({
  materialId,
  target = 'material',
  canWrite = true,
}: {
  materialId: number;
  target?: ReviewTarget;
  canWrite?: boolean;
}) {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(materialMessages);
  // A course page names the course; a material's page keeps the generic word.
  const ofTarget = (key: 'review_none' | 'reviews_disabled') =>
    t(target === 'course' ? `${key}_course` : key);
  const list = useListParams('-updated');
  const reviews = useReviews(materialId, list.page, list.ordering, target);
  if (isApiError(reviews.error, 403, 'reviews_disabled'))
    return (
      <Alert color="gray" variant="light">
        {ofTarget('reviews_disabled')}
      </Alert>
    );
  if (!reviews.data) return <QueryState error={reviews.error} isLoading={reviews.isLoading} />;
  const data = reviews.data;
  return (
    <Stack gap="lg">
      <Summary summary={data.summary} />
      {canWrite && (
        <Suspense fallback={null}>
          <ReviewForm materialId={materialId} own={data.own} target={target} />
        </Suspense>
      )}
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          {t('review_count', { count: data.count })}
        </Title>
        <NativeSelect
          label={t('review_order')}
          value={list.ordering}
          onChange={(e) => list.setOrdering(e.currentTarget.value)}
          data={[
            { value: '-updated', label: t('review_order_newest') },
            { value: '-rating', label: t('review_order_highest') },
            { value: 'rating', label: t('review_order_lowest') },
          ]}
        />
      </Group>
      {data.results.length === 0 ? (
        <Text c="dimmed">{ofTarget('review_none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.results.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </Stack>
      )}
      <ListPagination
        count={data.count}
        pageSize={data.page_size}
        page={list.page}
        onChange={list.setPage}
      />
    </Stack>
  );
}
