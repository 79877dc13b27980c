import { Card, Group, Progress, Rating, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentCard } from '@portal/shared';
import {
  ContentImage,
  contentPath,
  formatContentPrice,
  formatMinutes,
  learningMessages,
  StatusBadge,
} from '@/components/learning';
import { WordBreaks } from '@/components/word-breaks';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';
import { ContentLabels } from './content-labels';
import classes from './content-card.module.css';

/** The card's rating (stars, average, reviews) and learner count, when there are any. */
export function CardSocialProof(props: { content: ContentCard }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const { rating_average: average, rating_count: reviews, learner_count: learners } = props.content;
  if (average === null && learners === 0) return null;
  return (
    <Group gap={8} wrap="wrap" data-testid="card-social-proof">
      {average !== null && (
        <Group
          gap={4}
          wrap="nowrap"
          role="img"
          aria-label={t('catalog_rating_label', { average, count: reviews })}
        >
          {/* The text colour, not orange: orange.9 on white is 4.0:1, under AA for this size. */}
          <Text size="sm" fw={700} aria-hidden>
            {average.toFixed(1)}
          </Text>
          <Rating value={average} fractions={10} readOnly size="xs" aria-hidden />
          <Text size="xs" c="dimmed" aria-hidden>
            ({reviews})
          </Text>
        </Group>
      )}
      {learners > 0 && (
        <Text size="xs" c="dimmed">
          {t('catalog_learners', { count: learners })}
        </Text>
      )}
    </Group>
  );
}

/**
 * A content in a list: image or placeholder, type, title (the link to its page), provider and
 * category, duration and price, the SPEC §4 labels, and the learner's progress when enrolled.
 */
export function ContentCardView(props: { content: ContentCard; headingOrder?: TitleOrder }) {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(catalogMessages);
  const { content } = props;
  const result = content.learning_result;
  const where = [content.provider?.name, content.category?.name].filter(Boolean).join(' · ');
  const test = content.test;
  const facts = [
    typeof content.step_count === 'number'
      ? t('catalog_step_count', { count: content.step_count })
      : null,
    content.duration_minutes > 0 ? formatMinutes(t, content.duration_minutes) : null,
    content.level ? t(`catalog_level_${content.level}`) : null,
    formatContentPrice(t, content),
  ].filter(Boolean);
  // A test says how long, how many questions and how many tries before it is opened.
  const testFacts = test
    ? [
        test.time_limit_seconds
          ? t('catalog_test_time_limit', { minutes: Math.ceil(test.time_limit_seconds / 60) })
          : t('catalog_test_no_time_limit'),
        t('catalog_test_questions', { count: test.question_count }),
        test.max_attempts
          ? t('catalog_test_attempts', { count: test.max_attempts })
          : t('catalog_test_unlimited_attempts'),
      ]
    : [];
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="content-card">
      <div className={classes.media}>
        <ContentImage id={content.id} title={content.title} image={content.image} />
      </div>
      <Stack gap={6} className={classes.body}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {content.content_type.name}
        </Text>
        <Title order={props.headingOrder ?? 3} size="h5" className={classes.title} lineClamp={2}>
          <Link to={contentPath(content.content_type.code, content.id)} className={classes.link}>
            <WordBreaks text={content.title} />
          </Link>
        </Title>
        {where && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {where}
          </Text>
        )}
        {testFacts.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="test-facts">
            {testFacts.join(' · ')}
          </Text>
        )}
        <Text size="sm" fw={500}>
          {facts.join(' · ')}
        </Text>
        <CardSocialProof content={content} />
        <ContentLabels labels={content.labels} size="sm" />
        {result && (
          <Stack gap={4} mt="auto" pt={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <StatusBadge status={result.status} size="sm" />
              <Text size="xs" c="dimmed">
                {t('percent_complete', { percent: result.percent })}
              </Text>
            </Group>
            <Progress
              value={result.percent}
              size="sm"
              aria-label={t('progress_of', { title: content.title })}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
