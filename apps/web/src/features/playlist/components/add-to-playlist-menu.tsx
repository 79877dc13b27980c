import { Button, Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useConfigValue } from '@/core/app-context';
import { useContentLanguage } from '@/components/learning';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useAddToPlaylist, useEditablePlaylists } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { useState } from 'react';
import { useOpenFromStandIn, type StandInPress } from '@/components/open-from-stand-in';

/**
 * The menu of "Add to playlist" (add-to-playlist.tsx): my playlists (and those I edit), or a new
 * one. A click or press on the stand-in button while this loaded opens it (useOpenFromStandIn).
 */
export function AddToPlaylistMenu(props: { contentId: number; standIn: StandInPress }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const enabled = useConfigValue('learning-playlist-is-enabled') !== false;
  const [opened, setOpened] = useState(false);
  useOpenFromStandIn(props.standIn, () => setOpened(true));
  const editable = useEditablePlaylists(props.contentId, opened && enabled);
  const add = useAddToPlaylist();
  if (!enabled) return null;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm">
          {t('pl_add_to_playlist')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {editable.data?.results.length === 0 && <Menu.Label>{t('pl_none_editable')}</Menu.Label>}
        {editable.data?.results.map((p) => {
          const title = language === 'th' && p.title_th ? p.title_th : p.title_en;
          return (
            <Menu.Item
              key={p.id}
              disabled={p.has_content}
              onClick={() =>
                add.mutate(
                  { playlistId: p.id, contentId: props.contentId },
                  {
                    onSuccess: () =>
                      notify({ message: t('pl_added_to', { title }), color: 'teal' }),
                    onError: (error) =>
                      notify({ message: errorMessage(t, error) ?? '', color: 'red' }),
                  },
                )
              }
            >
              {p.has_content ? t('pl_in_playlist', { title }) : title}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item onClick={() => void navigate('/learning-playlist/create')}>
          {t('pl_new_playlist')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
