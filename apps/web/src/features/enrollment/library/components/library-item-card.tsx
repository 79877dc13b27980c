import { Anchor, Box, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  ContentImage,
  contentPath,
  formatDate,
  learningMessages,
  StatusBadge,
} from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { LibraryItem } from '../api/get-library';
import { libraryMessages } from '../library-messages';

/** One content in My library: its type and title (linking to it), status, progress and dates. */
export function LibraryItemCard(props: { item: LibraryItem }) {
  useFeatureTranslation(learningMessages);
  const { t, i18n } = useFeatureTranslation(libraryMessages);
  const { item } = props;
  const language = i18n.language;
  const dates = [
    item.datetime_start
      ? t('library_started', { date: formatDate(language, item.datetime_start) })
      : null,
    item.datetime_complete
      ? t('library_completed', { date: formatDate(language, item.datetime_complete) })
      : null,
    item.datetime_expire
      ? t('library_expires', { date: formatDate(language, item.datetime_expire) })
      : null,
    t('library_updated', { date: formatDate(language, item.datetime_update) }),
  ].filter(Boolean);
  const due = item.assignment?.datetime_end;
  // The date stays on one line (a Thai date is three words: 9 ธ.ค. 2569).
  const dueDate = formatDate(language, due).replace(/ /g, '\u00a0');
  // Past the deadline and not done: the learner can still finish, but sees it is late.
  const overdue = !!due && Date.parse(due) < Date.now() && item.status_group !== 'done';
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      data-testid="library-item"
      data-group={item.status_group ?? ''}
    >
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Box
          w={{ base: 88, sm: 160 }}
          style={{ flex: 'none', borderRadius: 8, overflow: 'hidden' }}
        >
          <ContentImage
            id={item.content.id}
            title={item.content.title}
            image={item.content.image}
            small
          />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {item.content.content_type.name}
          </Text>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={contentPath(item.content.content_type.code, item.content.id)}
              inherit
            >
              {item.content.title}
            </Anchor>
          </Title>
          <Group gap="sm" wrap="wrap">
            <StatusBadge status={item.status} size="sm" />
            {due && (
              <Text
                size="xs"
                fw={700}
                c={overdue ? 'red.9' : 'indigo.9'}
                data-testid="library-assignment"
              >
                {overdue
                  ? t('library_assigned_overdue', { date: dueDate })
                  : t('library_assigned_due', { date: dueDate })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('percent_complete', { percent: item.percent })}
            </Text>
          </Group>
          <Progress
            value={item.percent}
            size="sm"
            maw={360}
            aria-label={t('progress_of', { title: item.content.title })}
          />
          <Text size="xs" c="dimmed">
            {dates.join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
