import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DueItem } from '@portal/shared';
import { contentPath, formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDue } from '@/features/enrollment/library';
import { homeMessages } from './home-messages';

function DueRow(props: { item: DueItem }) {
  const { t, i18n } = useFeatureTranslation(homeMessages);
  const { item } = props;
  const when = formatDateTime(i18n.language, item.deadline);
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="due-item">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Group gap="xs">
            {item.overdue ? (
              <Badge color="red.9" variant="light">
                {t('due_overdue', { date: when })}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('due_by', { date: when })}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" maw={320}>
            <Progress
              value={item.percent}
              style={{ flex: 1 }}
              aria-label={t('due_progress', { percent: item.percent })}
            />
            <Text size="xs" c="dimmed">
              {item.percent}%
            </Text>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={contentPath(item.content_kind, item.content_id)}
          variant="light"
        >
          {t('due_continue')}
        </Button>
      </Group>
    </Paper>
  );
}

/** "What's due" on the home page: overdue first, then the next 7 days; kind words when none. */
export function WhatsDue() {
  const { t } = useFeatureTranslation(homeMessages);
  const due = useDue();
  return (
    <section aria-labelledby="home-due-title">
      <Title order={2} size="h3" id="home-due-title" mb="sm">
        {t('due_title')}
      </Title>
      {due.isPending && <Skeleton height={88} radius="md" />}
      {due.isSuccess && due.data.results.length === 0 && <Text c="dimmed">{t('due_nothing')}</Text>}
      {due.isSuccess && due.data.results.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {due.data.results.map((item) => (
            <DueRow key={item.content_id} item={item} />
          ))}
        </Stack>
      )}
    </section>
  );
}
