/** The setting tab of a playlist's management page: its details, and deleting it. */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { PlaylistDetail } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDeletePlaylist, usePlaylistChange } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { PlaylistForm } from './playlist-form';

/** The playlist's form for those who may change its settings; delete for its owner. */
export function SettingTab(props: { playlist: PlaylistDetail }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const p = props.playlist;
  const change = usePlaylistChange(p.id);
  const remove = useDeletePlaylist();
  const navigate = useNavigate();
  const owner = p.my_role === 'owner';
  const settings = p.can.includes('settings');
  return (
    <Stack gap="lg">
      {!settings && <Alert variant="light">{t('pl_settings_admin_only')}</Alert>}
      {settings && (
        <PlaylistForm
          key={p.updated_at}
          initial={{
            title_en: p.title_en,
            title_th: p.title_th,
            desc_en: p.desc_en,
            desc_th: p.desc_th,
            visibility: p.visibility,
            is_duplicable: p.is_duplicable,
            is_followable: p.is_followable,
            tag_ids: p.tags.map((tag) => tag.id),
            image: p.image,
          }}
          knownTags={p.tags.map((tag) => ({
            value: String(tag.id),
            label: language === 'th' && tag.name_th ? tag.name_th : tag.name_en,
          }))}
          submitLabel={t('pl_save')}
          pending={change.update.isPending}
          error={change.update.error}
          onSubmit={({ template_playlist_id: _template, ...values }) => {
            change.update.mutate(values, {
              onSuccess: () => notify({ message: t('pl_saved'), color: 'teal' }),
            });
          }}
        />
      )}
      {owner && (
        <Group>
          <Button
            color="red"
            variant="outline"
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm(t('pl_delete_confirm'))) return;
              remove.mutate(p.id, {
                onSuccess: () => {
                  notify({ message: t('pl_deleted') });
                  void navigate('/profile/library/learning-playlist');
                },
              });
            }}
          >
            {t('pl_delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
