import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  useCreatePlaylist,
  useDuplicatePlaylist,
  usePlaylist,
  usePlaylists,
} from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { PlaylistForm } from './playlist-form';
import { PlaylistLoading, titleOf } from './playlist-page';

/**
 * /learning-playlist/create (?template= starts from that playlist): templates are my playlists
 * and the first page of public ones (SPEC §3 template_playlist_id).
 */
export function PlaylistCreatePage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const create = useCreatePlaylist();
  const template = Number(useSearchParams()[0].get('template')) || null;
  const mine = usePlaylists('mine', 1);
  const open = usePlaylists('public', 1);
  const templates = new Map<string, string>();
  for (const p of [...(mine.data?.results ?? []), ...(open.data?.results ?? [])])
    templates.set(String(p.id), titleOf(language, p));
  return (
    <PageContainer>
      <Stack gap="md" maw={760}>
        <Title order={1}>{t('pl_create_title')}</Title>
        <Paper withBorder radius="lg" p="lg">
          <PlaylistForm
            initial={{ template_playlist_id: template }}
            templates={[...templates].map(([value, label]) => ({ value, label }))}
            submitLabel={t('pl_create_submit')}
            pending={create.isPending}
            error={create.error}
            onCancel={() => void navigate(-1)}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: (res) => void navigate(`/learning-playlist/${res.id}/management`),
              })
            }
          />
        </Paper>
      </Stack>
    </PageContainer>
  );
}

/**
 * /learning-playlist/duplicate?id={playlist}: a private copy of a playlist I may see. Reached without a playlist (a bare or broken
 * address), it says how to choose one instead of asking the server for playlist 0.
 */
export function PlaylistDuplicatePage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const raw = Number(useSearchParams()[0].get('id'));
  if (Number.isSafeInteger(raw) && raw > 0) return <DuplicatePlaylist id={raw} />;
  return (
    <PageContainer>
      <Stack gap="md" maw={640} data-testid="duplicate-none">
        <Title order={1} size="h2">
          {t('pl_duplicate_title')}
        </Title>
        <Text>{t('pl_duplicate_none')}</Text>
        <Group>
          <Button component={Link} to="/profile/library/learning-playlist" variant="default">
            {t('pl_duplicate_library')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}

function DuplicatePlaylist({ id }: { id: number }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const playlist = usePlaylist(id);
  const duplicate = useDuplicatePlaylist();
  if (!playlist.data) return <PlaylistLoading error={playlist.error} />;
  return (
    <PageContainer>
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          {t('pl_duplicate_title')}
        </Title>
        <Text>{t('pl_duplicate_intro', { title: titleOf(language, playlist.data) })}</Text>
        {duplicate.error && <Text c="red">{errorMessage(t, duplicate.error)}</Text>}
        <Group>
          <Button
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(id, {
                onSuccess: (copy) => {
                  notify({ message: t('pl_duplicate_done'), color: 'teal' });
                  void navigate(`/learning-playlist/${copy.id}/management`);
                },
              })
            }
          >
            {t('pl_duplicate')}
          </Button>
          <Button variant="subtle" onClick={() => void navigate(-1)}>
            {t('pl_cancel')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
