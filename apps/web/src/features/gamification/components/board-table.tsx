import { Badge, Table, Text } from '@mantine/core';
import type { LeaderboardRow } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { gamificationMessages } from '../gamification-messages';

/** A leaderboard table: rank (ties equal), name, points; my row marked. */
export function BoardTable(props: { rows: LeaderboardRow[] }) {
  const { t } = useFeatureTranslation(gamificationMessages);
  if (props.rows.length === 0) return <Text c="dimmed">{t('gm_board_empty')}</Text>;
  return (
    <Table striped highlightOnHover data-testid="leaderboard">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t('gm_rank')}</Table.Th>
          <Table.Th>{t('gm_name')}</Table.Th>
          <Table.Th ta="right">{t('gm_points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => (
          <Table.Tr
            key={row.user_id}
            fw={row.is_me ? 700 : undefined}
            data-me={row.is_me || undefined}
          >
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td>
              {row.name}
              {row.is_me && (
                <Badge ml="xs" size="sm" color="blue.9">
                  {t('gm_you')}
                </Badge>
              )}
              {row.department && (
                <Text size="xs" c="dimmed">
                  {row.department}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{row.points}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
