import {
  Alert,
  Badge,
  Button,
  Card,
  Image,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PLAYLIST_TABS, type PlaylistSummary, type PlaylistTab } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { LibraryNav } from '@/features/enrollment/library';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePlaylists } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';

export function PlaylistCard(props: { playlist: PlaylistSummary }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const p = props.playlist;
  const title = language === 'th' && p.title_th ? p.title_th : p.title_en;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="playlist-card">
      {p.image && (
        <Card.Section mb="sm">
          <Image src={p.image} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="outline" color={p.visibility === 'public' ? 'teal.9' : 'gray.8'}>
            {t(`pl_visibility_${p.visibility}`)}
          </Badge>
          {p.my_role && p.my_role !== 'owner' && (
            <Badge variant="outline" color="blue.9">
              {t(`pl_role_${p.my_role}`)}
            </Badge>
          )}
        </Group>
        <Text
          component={Link}
          to={`/learning-playlist/${p.id}`}
          fw={700}
          size="lg"
          style={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('pl_by', { name: p.owner.name })} · {t('pl_items', { count: p.item_count })}
        </Text>
      </Stack>
    </Card>
  );
}

/** /profile/library/learning-playlist: mine, shared with me, followed, and public ones. */
export function PlaylistLibraryPage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const [params, setParams] = useSearchParams();
  const tab = (PLAYLIST_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as PlaylistTab)
    : 'mine';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = usePlaylists(tab, page);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('pl_library_title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('pl_library_intro')}
            </Text>
          </div>
          <Button component={Link} to="/learning-playlist/create">
            {t('pl_create')}
          </Button>
        </Group>
        <LibraryNav current="playlist" />
        <Tabs
          value={tab}
          onChange={(value) => value && setParams({ tab: value })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('pl_tabs')} style={{ flexWrap: 'wrap' }}>
            {PLAYLIST_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`pl_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {list.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <Skeleton height={120} radius="lg" />
            <Skeleton height={120} radius="lg" />
          </SimpleGrid>
        ) : list.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, list.error)}
          </Alert>
        ) : list.data.results.length === 0 ? (
          <Alert variant="light">{t(`pl_empty_${tab}`)}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {list.data.results.map((p) => (
              <PlaylistCard key={p.id} playlist={p} />
            ))}
          </SimpleGrid>
        )}
        {list.data && list.data.count > list.data.page_size && (
          <Pagination
            total={Math.ceil(list.data.count / list.data.page_size)}
            value={page}
            onChange={(p) => setParams({ tab, page: String(p) })}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
