import { Alert, Anchor, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playlistMessages } from '../playlist-messages';
import { CollaboratorTab } from './playlist-collaborator-tab';
import { ContentTab } from './playlist-content-tab';
import { PlaylistLoading, titleOf, usePlaylistOfPath } from './playlist-page';
import { SettingTab } from './playlist-setting-tab';

const TABS = ['content', 'collaborator', 'setting'] as const;

/** /learning-playlist/{id}/management[/{request_type}]: content, collaborators, settings. */
export function PlaylistManagePage() {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const requestType = useParams().request_type;
  const tab = (TABS as readonly string[]).includes(requestType ?? '') ? requestType : 'content';
  const { id, playlist } = usePlaylistOfPath();
  if (!playlist.data) return <PlaylistLoading error={playlist.error} />;
  const p = playlist.data;
  // A follower or a stranger may read the playlist, not manage it: say so, and where to read it.
  if (p.my_role === null || p.my_role === 'follower')
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert" maw={900}>
          <Stack gap="xs">
            <Text size="sm">{t('pl_manage_refused')}</Text>
            <Anchor component={Link} to={`/learning-playlist/${id}`} size="sm">
              {t('pl_view')}
            </Anchor>
          </Stack>
        </Alert>
      </PageContainer>
    );
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
          ← {t('pl_view')}
        </Button>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('pl_manage_title', { title: titleOf(language, p) })}
        </Title>
        <Tabs
          value={tab}
          onChange={(value) =>
            value && void navigate(`/learning-playlist/${id}/management/${value}`)
          }
          keepMounted={false}
        >
          <Tabs.List style={{ flexWrap: 'wrap' }} mb="md">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`pl_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="content">
            <ContentTab playlist={p} />
          </Tabs.Panel>
          <Tabs.Panel value="collaborator">
            <CollaboratorTab playlist={p} />
          </Tabs.Panel>
          <Tabs.Panel value="setting">
            <SettingTab playlist={p} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
