/** The content tab of a playlist's management page: add, order, pin and remove its items. */
import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import type { PlaylistDetail } from '@portal/shared';
import { Svg, type IconProps } from '@/components/icons';
import { useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useContentSearch, usePlaylistChange } from '../api/playlist-api';
import { playlistMessages } from '../playlist-messages';
import { kindName, titleOf } from './playlist-page';

/** A push pin: an item only the owner may remove. */
const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4h6l-1 6 3 3v2H7v-2l3-3-1-6z" />
    <path d="M12 15v6" />
  </Svg>
);

/** The playlist's items in order, each with the actions the caller's role allows. */
export function ContentTab(props: { playlist: PlaylistDetail }) {
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
