import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { PlaylistDetail } from '@portal/shared';
import { contentPath, useContentLanguage } from '@/components/learning';
import { CONTENT_TYPES } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDuplicatePlaylist, usePlaylist, usePlaylistChange } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';

export const titleOf = (language: string, p: { title_en: string; title_th: string }) =>
  language === 'th' && p.title_th ? p.title_th : p.title_en;

export const kindName = (language: string, kind: string) => {
  const type = CONTENT_TYPES.find((c) => c.code === kind);
  return type ? (language === 'th' ? type.name_th : type.name_en) : kind;
};

/** Loads the playlist of the path for a page; answers the state to render meanwhile. */
export function usePlaylistOfPath() {
  const id = Number(useParams().learningplaylistid);
  return { id, playlist: usePlaylist(id) };
}

export function PlaylistLoading(props: { error: unknown }) {
  const { t } = useFeatureTranslation(playlistMessages);
  return (
    <PageContainer>
      {props.error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, props.error)}
        </Alert>
      ) : (
        <Skeleton height={240} radius="lg" />
      )}
    </PageContainer>
  );
}

function FollowBox(props: { playlist: PlaylistDetail }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const p = props.playlist;
  const change = usePlaylistChange(p.id);
  const [share, setShare] = useState(p.share_progress);
  const following = p.my_role === 'follower';
  if ((p.my_role && !following) || p.visibility !== 'public') return null;
  if (!following && !p.is_followable) return null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="wrap">
        {following ? (
          <Button
            variant="default"
            onClick={() => change.unfollow.mutate()}
            loading={change.unfollow.isPending}
          >
            {t('pl_unfollow')}
          </Button>
        ) : (
          <Button onClick={() => change.follow.mutate(share)} loading={change.follow.isPending}>
            {t('pl_follow')}
          </Button>
        )}
        <Checkbox
          label={t('pl_share_progress')}
          checked={share}
          onChange={(e) => {
            const next = e.currentTarget.checked;
            setShare(next);
            if (following) change.follow.mutate(next);
          }}
        />
      </Group>
      {(change.follow.error ?? change.unfollow.error) && (
        <Text c="red" size="sm" mt="xs">
          {errorMessage(t, change.follow.error ?? change.unfollow.error)}
        </Text>
      )}
    </Paper>
  );
}

/** /learning-playlist/{id}: the items in order with my completion, follow, duplicate, manage. */
export function PlaylistPage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const { playlist } = usePlaylistOfPath();
  const duplicate = useDuplicatePlaylist();
  if (!playlist.data) return <PlaylistLoading error={playlist.error} />;
  const p = playlist.data;
  const manages = p.my_role !== null && p.my_role !== 'follower';
  const seesProgress = p.can.includes('progress');
  const desc = language === 'th' && p.desc_th ? p.desc_th : p.desc_en;
  return (
    <PageContainer>
      <Stack gap="lg" maw={900}>
        {p.image && (
          <Image
            src={p.image}
            alt=""
            h={240}
            radius="md"
            fit="cover"
            data-testid="playlist-cover"
          />
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <Badge variant="outline" color={p.visibility === 'public' ? 'teal.9' : 'gray.8'}>
              {t(`pl_visibility_${p.visibility}`)}
            </Badge>
            {p.my_role && (
              <Badge variant="outline" color="blue.9">
                {t(`pl_role_${p.my_role}`)}
              </Badge>
            )}
            {p.is_hidden && <Badge color="red.9">{t('pl_hidden')}</Badge>}
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {titleOf(language, p)}
          </Title>
          <Text c="dimmed">
            {t('pl_by', { name: p.owner.name })} · {t('pl_items', { count: p.item_count })} ·{' '}
            {t('pl_followers', { count: p.follower_count })}
          </Text>
          {desc && <Text style={{ whiteSpace: 'pre-line' }}>{desc}</Text>}
          {p.tags.length > 0 && (
            <Group gap={6} aria-label={t('pl_tags')}>
              {p.tags.map((tag) => (
                <Badge key={tag.id} variant="light" color="gray.8" tt="none">
                  {language === 'th' && tag.name_th ? tag.name_th : tag.name_en}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {manages && (
            <Button component={Link} to={`/learning-playlist/${p.id}/management`}>
              {t('pl_manage')}
            </Button>
          )}
          {seesProgress && p.visibility === 'public' && (
            <Button
              component={Link}
              to={`/learning-playlist/${p.id}/public-progress`}
              variant="default"
            >
              {t('pl_public_progress')}
            </Button>
          )}
          {(p.is_duplicable || manages) && (
            <Button
              variant="default"
              loading={duplicate.isPending}
              onClick={() =>
                duplicate.mutate(p.id, {
                  onSuccess: (copy) => {
                    notify({ message: t('pl_duplicate_done'), color: 'teal' });
                    void navigate(`/learning-playlist/${copy.id}/management`);
                  },
                })
              }
            >
              {t('pl_duplicate')}
            </Button>
          )}
        </Group>
        <FollowBox playlist={p} />
        {p.items.length === 0 ? (
          <Alert variant="light">{t('pl_no_items')}</Alert>
        ) : (
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {p.items.map((item, index) => (
              <Paper
                component="li"
                key={item.id}
                withBorder
                radius="md"
                p="md"
                data-testid="playlist-item"
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text fw={700} c="dimmed" w={24} ta="right">
                      {index + 1}
                    </Text>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                        {kindName(language, item.kind)}
                      </Text>
                      <Text
                        component={Link}
                        to={contentPath(item.kind, item.content_id)}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {titleOf(language, item)}
                      </Text>
                    </Stack>
                  </Group>
                  {item.is_completed && <Badge color="teal.9">{t('pl_item_done')}</Badge>}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
