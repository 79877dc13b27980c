import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PLAYLIST_GROUPS, type PlaylistDetail, type PlaylistGroup } from '@portal/shared';
import { Svg, type IconProps } from '@/components/icons';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useContentSearch, useDeletePlaylist, usePlaylistChange } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { PlaylistForm } from './playlist-form';
import { kindName, PlaylistLoading, titleOf, usePlaylistOfPath } from './playlist-page';

const TABS = ['content', 'collaborator', 'setting'] as const;

/** A push pin: an item only the owner may remove. */
const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6z" />
    <path d="M12 15v6" />
  </Svg>
);

function ContentTab(props: { playlist: PlaylistDetail }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const language = useContentLanguage();
  const p = props.playlist;
  const change = usePlaylistChange(p.id);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const found = useContentSearch(search);
  const ids = p.items.map((i) => i.id);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item as number);
    change.reorder.mutate(next);
  };
  const error =
    change.addItem.error ??
    change.removeItem.error ??
    change.reorder.error ??
    change.setRemoveable.error;
  const may = (action: PlaylistDetail['can'][number]) => p.can.includes(action);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t('pl_add_content')}
          placeholder={t('pl_add_content_help')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={picked}
          onChange={setPicked}
          filter={({ options }) => options}
          data={(found.data?.results ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.title} (${c.content_type.name})`,
          }))}
          style={{ flex: '1 1 280px' }}
          data-testid="add-content"
        />
        <Button
          disabled={!picked}
          loading={change.addItem.isPending}
          onClick={() =>
            picked &&
            change.addItem.mutate(Number(picked), {
              onSuccess: () => {
                setPicked(null);
                setSearch('');
              },
            })
          }
        >
          {t('pl_add')}
        </Button>
      </Group>
      {error && <Alert color="red">{errorMessage(t, error)}</Alert>}
      {p.items.length === 0 ? (
        <Alert variant="light">{t('pl_no_items')}</Alert>
      ) : (
        p.items.map((item, index) => {
          const title = titleOf(language, item);
          return (
            <Paper key={item.id} withBorder radius="md" p="sm" data-testid="manage-item">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {kindName(language, item.kind)}
                  </Text>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {index + 1}. {title}
                  </Text>
                  {!item.is_removeable && (
                    <Group gap={4} wrap="nowrap" data-testid="pinned">
                      <PinIcon size={14} />
                      <Text size="xs" c="dimmed">
                        {t('pl_pinned')}
                      </Text>
                    </Group>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {may('pin_item') && (
                    <ActionIcon
                      variant={item.is_removeable ? 'default' : 'light'}
                      aria-label={t(item.is_removeable ? 'pl_pin' : 'pl_unpin', { title })}
                      aria-pressed={!item.is_removeable}
                      onClick={() =>
                        change.setRemoveable.mutate({
                          itemId: item.id,
                          removeable: !item.is_removeable,
                        })
                      }
                    >
                      <PinIcon size={16} />
                    </ActionIcon>
                  )}
                  {may('reorder') && (
                    <ActionIcon
                      variant="default"
                      disabled={index === 0}
                      aria-label={t('pl_move_up', { title })}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                  )}
                  {may('reorder') && (
                    <ActionIcon
                      variant="default"
                      disabled={index === ids.length - 1}
                      aria-label={t('pl_move_down', { title })}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                  )}
                  {may('remove_item') && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={!item.is_removeable && p.my_role !== 'owner'}
                      aria-label={t('pl_remove', { title })}
                      onClick={() => change.removeItem.mutate(item.id)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}

/** The groups the caller may give: admins are the owner's to give. */
function groupsFor(p: PlaylistDetail): PlaylistGroup[] {
  return PLAYLIST_GROUPS.filter((g) => g !== 'admin' || p.my_role === 'owner');
}

function CollaboratorTab(props: { playlist: PlaylistDetail }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const p = props.playlist;
  const change = usePlaylistChange(p.id);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [group, setGroup] = useState<PlaylistGroup>('content_manager');
  const manages = p.can.includes('collaborators');
  const groups = groupsFor(p);
  const groupData = groups.map((g) => ({ value: g, label: t(`pl_role_${g}`) }));
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('pl_invite_help')}</Text>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <Stack gap={4} component="dl" m={0}>
          {(['owner', ...PLAYLIST_GROUPS] as const).map((g) => (
            <Group key={g} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" fw={600} size="sm" miw={130}>
                {t(`pl_role_${g}`)}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {t(`pl_group_${g}_help`)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      {manages ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            change.invite.mutate(
              { email: email.trim(), group },
              {
                onSuccess: (detail) => {
                  const added = detail.collaborators.find(
                    (c) => c.email.toLowerCase() === email.trim().toLowerCase(),
                  );
                  notify({
                    message: t('pl_invited', { name: added?.name ?? email }),
                    color: 'teal',
                  });
                  setEmail('');
                },
              },
            );
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('pl_invite_email')}
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={change.invite.error ? errorMessage(t, change.invite.error) : undefined}
              style={{ flex: '1 1 260px' }}
            />
            <Select
              label={t('pl_group')}
              name="group"
              data={groupData}
              value={group}
              onChange={(g) => g && setGroup(g)}
              allowDeselect={false}
              w={200}
              data-testid="invite-group"
            />
            <Button type="submit" loading={change.invite.isPending}>
              {t('pl_invite_submit')}
            </Button>
          </Group>
        </form>
      ) : (
        <Alert variant="light">{t('pl_owner_only')}</Alert>
      )}
      {p.collaborators.length === 0 ? (
        <Text c="dimmed">{t('pl_no_collaborators')}</Text>
      ) : (
        p.collaborators.map((c) => {
          const mayChange = manages && groups.includes(c.group);
          return (
            <Paper key={c.id} withBorder radius="md" p="sm" data-testid="collaborator">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{c.name}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {c.email}
                  </Text>
                </div>
                <Group gap="xs" wrap="wrap">
                  {mayChange ? (
                    <Select
                      aria-label={t('pl_group_of', { name: c.name })}
                      data={groupData}
                      value={c.group}
                      onChange={(g) => g && change.invite.mutate({ email: c.email, group: g })}
                      allowDeselect={false}
                      size="xs"
                      w={170}
                    />
                  ) : (
                    <Badge variant="outline" color="blue.9">
                      {t(`pl_role_${c.group}`)}
                    </Badge>
                  )}
                  {mayChange && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => change.removeCollaborator.mutate(c.id)}
                    >
                      {t('pl_remove_collaborator', { name: c.name })}
                    </Button>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })
      )}
      {p.my_role !== 'owner' && (
        <ChangeLeave
          playlist={p}
          onLeft={() => void navigate('/profile/library/learning-playlist')}
        />
      )}
    </Stack>
  );
}

function ChangeLeave(props: { playlist: PlaylistDetail; onLeft: () => void }) {
  const { t } = useFeatureTranslation(playlistMessages);
  const change = usePlaylistChange(props.playlist.id);
  const user = useProfile();
  const me = props.playlist.collaborators.find((c) => c.id === user?.id);
  return (
    <Group>
      <Button
        variant="subtle"
        color="red"
        disabled={!me}
        onClick={() => me && change.removeCollaborator.mutate(me.id, { onSuccess: props.onLeft })}
      >
        {t('pl_leave')}
      </Button>
    </Group>
  );
}

function SettingTab(props: { playlist: PlaylistDetail }) {
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
  if (p.my_role === null || p.my_role === 'follower')
    return <PlaylistLoading error={new Error('no_permission')} />;
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
