import { useState } from 'react';
import { Anchor, Avatar, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { GlobeIcon } from '@/components/icons';
import { learningMessages } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { ProviderSummaryItem } from '@portal/shared';
import { useProviderSummary } from '../api/get-provider-summary';
import { libraryMessages } from '../library-messages';
import { LibraryListPage } from './library-list-page';

type ProviderSummaryRow = ProviderSummaryItem & { id: number };

/**
 * /profile/provider-summary (SPEC §2): my learning by provider (learning centre): for each, how
 * much is to do, in progress and done, the most first, paged on the server.
 */
export function ProviderSummaryPage() {
  const { t } = useFeatureTranslation(libraryMessages);
  const [page, setPage] = useState(1);
  const query = useProviderSummary(page);
  return (
    <LibraryListPage
      title={t('provider_summary_title')}
      intro={t('provider_summary_intro')}
      empty={t('provider_summary_empty')}
      current="other"
      query={query}
      page={page}
      onPage={setPage}
      row={(row) => <ProviderRow row={row} />}
    />
  );
}

function ProviderRow(props: { row: ProviderSummaryRow }) {
  const { t } = useFeatureTranslation(libraryMessages);
  const { t: tl } = useFeatureTranslation(learningMessages);
  const { row } = props;
  const name = row.provider?.name ?? t('provider_summary_none');
  const done = row.total > 0 ? Math.round((row.done / row.total) * 100) : 0;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="provider-summary-row">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {/* A logo, or a globe: a Thai name's first letter may be a leading vowel. */}
        <Avatar src={row.provider?.image ?? null} alt="" radius="md" size={48} color="blue">
          <GlobeIcon size={24} />
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          {row.provider?.is_display ? (
            <Anchor
              component={Link}
              to={`/provider/${row.provider.id}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray">
              {t('provider_summary_total', { count: row.total })}
            </Badge>
            <Badge variant="light" color="yellow">
              {tl('group_to_do')} {row.to_do}
            </Badge>
            <Badge variant="light" color="blue">
              {tl('group_doing')} {row.doing}
            </Badge>
            <Badge variant="light" color="teal">
              {tl('group_done')} {row.done}
            </Badge>
          </Group>
          <Progress
            value={done}
            color="teal"
            size="sm"
            aria-label={t('provider_summary_done_share', { percent: done })}
          />
        </Stack>
      </Group>
    </Card>
  );
}
