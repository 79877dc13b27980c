/** The collaborator tab of a playlist's management page: invite, regroup, remove and leave. */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PLAYLIST_GROUPS, type PlaylistDetail, type PlaylistGroup } from '@portal/shared';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePlaylistChange } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';

/** The groups the caller may give: admins are the owner's to give. */
function groupsFor(p: PlaylistDetail): PlaylistGroup[] {
  return PLAYLIST_GROUPS.filter((g) => g !== 'admin' || p.my_role === 'owner');
}

/** What each group may do, the invite form (for those who manage collaborators) and the list. */
export function CollaboratorTab(props: { playlist: PlaylistDetail }) {
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
