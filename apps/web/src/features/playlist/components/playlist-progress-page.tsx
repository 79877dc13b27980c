import { Alert, Button, Pagination, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useFollowerProgress } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { PlaylistLoading, titleOf, usePlaylistOfPath } from './playlist-page';

/** /learning-playlist/{id}/public-progress: what each follower who allowed it completed. */
export function PlaylistProgressPage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const { id, playlist } = usePlaylistOfPath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const progress = useFollowerProgress(id, page);
  if (!playlist.data) return <PlaylistLoading error={playlist.error} />;
  const p = playlist.data;
  const titles = new Map(p.items.map((i) => [i.id, titleOf(language, i)]));
  return (
    <PageContainer>
      <Stack gap="md" maw={900}>
        <Button
          component={Link}
          to={`/learning-playlist/${id}`}
          variant="subtle"
          w="fit-content"
          px={0}
        >
          ← {t('pl_back')}
        </Button>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('pl_progress_title', { title: titleOf(language, p) })}
        </Title>
        <Text c="dimmed">{t('pl_progress_intro')}</Text>
        {progress.isError ? (
          <Alert color="red">{errorMessage(t, progress.error)}</Alert>
        ) : progress.data?.results.length === 0 ? (
          <Alert variant="light">{t('pl_progress_empty')}</Alert>
        ) : (
          progress.data?.results.map((row) => {
            const done = row.completed_item_ids.filter((i) => titles.has(i));
            return (
              <Paper
                key={row.user.id}
                withBorder
                radius="md"
                p="md"
                data-testid="follower-progress"
              >
                <Text fw={700}>{row.user.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('pl_progress_count', { done: done.length, total: p.items.length })}
                </Text>
                <Progress
                  mt="xs"
                  value={p.items.length ? (done.length / p.items.length) * 100 : 0}
                  aria-label={t('pl_progress_count', { done: done.length, total: p.items.length })}
                />
                {done.length > 0 && (
                  <Text size="sm" mt="xs">
                    {done.map((i) => titles.get(i)).join(' · ')}
                  </Text>
                )}
              </Paper>
            );
          })
        )}
        {progress.data && progress.data.count > progress.data.page_size && (
          <Pagination
            total={Math.ceil(progress.data.count / progress.data.page_size)}
            value={page}
            onChange={(n) => setParams({ page: String(n) })}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
