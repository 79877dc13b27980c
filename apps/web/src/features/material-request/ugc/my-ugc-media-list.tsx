import { useState } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UgcMedia } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PagedCardList } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useUgcMediaList } from './ugc-media-api';
import { ugcMediaMessages } from './ugc-media-messages';
import { ugcPath } from './ugc-media-pages';
import { UgcStateBadge } from './ugc-media-view-page';

function Row(props: { media: UgcMedia }) {
  const { t, i18n } = useFeatureTranslation(ugcMediaMessages);
  const { media } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Anchor
            component={Link}
            to={ugcPath(media)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {media.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t(`ugc_kind_${media.kind}`)} ·{' '}
            {t('ugc_updated_on', { date: formatDateTime(i18n.language, media.datetime_update) })}
          </Text>
        </Stack>
        <UgcStateBadge state={media.state} />
      </Group>
    </Paper>
  );
}

/** My materials: the creator's own audio and video, drafts included, paged on the server. */
export function MyUgcMediaList() {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const [page, setPage] = useState(1);
  const list = useUgcMediaList(page);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('ugc_list_title')}
      </Title>
      <PagedCardList
        query={list}
        emptyTitle={t('ugc_list_empty')}
        rowKey={(media) => media.id}
        renderRow={(media) => <Row media={media} />}
        page={page}
        onPage={setPage}
      />
    </Stack>
  );
}
