import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { LiveSession } from '@portal/shared';
import { ListPagination, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError, EmptyPanel } from '@/features/catalog';
import { formatSpan } from '@/features/schedule';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useMyLive } from '../api/live';
import { liveMessages } from '../live-messages';
import { LiveStatusBadge } from './live-status-badge';

function LiveCard(props: { live: LiveSession }) {
  const { t, i18n } = useFeatureTranslation(liveMessages);
  const { live } = props;
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-live-id={live.id}>
      <Stack gap={6} h="100%">
        <Group gap="xs">
          <LiveStatusBadge status={live.live_status} />
          <Text size="xs" c="dimmed">
            {t(`live_kind_${live.kind}`)}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={`/live/${live.id}`}
          fw={600}
          c="inherit"
          style={{ overflowWrap: 'anywhere' }}
        >
          {live.title}
        </Anchor>
        <Text size="sm">{formatSpan(i18n.language, live.datetime_start, live.datetime_end)}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {live.class.title}
        </Text>
        {live.attendance && (
          <Text size="sm" c="teal">
            {t('live_checked_in')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /live: my upcoming and live sessions (the classes I am enrolled in), soonest first, paged. */
export function LiveListPage() {
  const { t } = useFeatureTranslation(liveMessages);
  const list = useListParams();
  const sessions = useMyLive(list.page);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('live_title')}</Title>
          <Text c="dimmed">{t('live_intro')}</Text>
        </Stack>
        {sessions.isPending ? (
          <CardsSkeleton />
        ) : sessions.isError ? (
          <DetailError error={sessions.error} />
        ) : sessions.data.results.length === 0 ? (
          <Stack align="center" gap="sm">
            <EmptyPanel title={t('live_empty')} description={t('live_empty_help')} />
            <Button component={Link} to="/class" variant="light">
              {t('live_find_classes')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" aria-busy={sessions.isPlaceholderData || undefined}>
            <SimpleGrid
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="md"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {sessions.data.results.map((live) => (
                <li key={live.id}>
                  <LiveCard live={live} />
                </li>
              ))}
            </SimpleGrid>
            <ListPagination
              count={sessions.data.count}
              pageSize={sessions.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
