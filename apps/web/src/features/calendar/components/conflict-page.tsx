import { useState } from 'react';
import {
  Alert,
  Anchor,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { CalendarItem } from '@portal/shared';
import { CalendarIcon } from '@/components/icons';
import { formatDateTime } from '@/components/learning';
import { ListPagination } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useConflicts } from '../api/calendar-api';
import { calendarMessages } from '../calendar-messages';

/**
 * /conflict (SPEC §2): the learner's upcoming sessions that take place at the same time, two by
 * two, each opening its session page (where the learner can change their plans).
 */
export function ConflictPage() {
  const { t, i18n } = useFeatureTranslation(calendarMessages);
  const [page, setPage] = useState(1);
  const conflicts = useConflicts(page);
  const language = i18n.language;
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/profile/calendar" size="sm">
            ← {t('conflict_back')}
          </Anchor>
          <Title order={1} mt="xs">
            {t('conflict_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('conflict_intro')}
          </Text>
        </div>
        {conflicts.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : conflicts.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, conflicts.error)}
          </Alert>
        ) : conflicts.data.count === 0 ? (
          <EmptyState
            icon={<CalendarIcon size={28} />}
            withIndicatorBackground
            title={t('conflict_none_title')}
            description={t('conflict_none')}
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('conflict_count', { count: conflicts.data.count })}
            </Text>
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {conflicts.data.results.map((pair) => (
                <Card
                  component="li"
                  key={`${pair.first.key}-${pair.second.key}`}
                  withBorder
                  radius="md"
                  padding="md"
                  aria-label={t('conflict_pair')}
                  data-testid="conflict-pair"
                >
                  <Text size="sm" fw={600} c="orange.8" mb="xs">
                    {t('conflict_pair')}
                  </Text>
                  <Stack gap="xs">
                    <Session item={pair.first} language={language} />
                    <Session item={pair.second} language={language} />
                  </Stack>
                </Card>
              ))}
            </Stack>
            <Group justify="center">
              <ListPagination
                count={conflicts.data.count}
                pageSize={conflicts.data.page_size}
                page={page}
                onChange={setPage}
              />
            </Group>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}

function Session(props: { item: CalendarItem; language: string }) {
  const { item, language } = props;
  const title = language === 'th' ? item.title.th || item.title.en : item.title.en;
  return (
    <div>
      <Anchor component={Link} to={item.link} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Anchor>
      <Text size="sm" c="dimmed">
        {formatDateTime(language, item.start_at)} – {formatDateTime(language, item.end_at)}
      </Text>
    </div>
  );
}
