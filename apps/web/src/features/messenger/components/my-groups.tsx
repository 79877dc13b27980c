import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useMyGroups } from '../api/messenger';
import { messengerMessages } from '../messenger-messages';
import { MessageGroupButton } from './message-group-button';

/** Under the conversations: my groups, each with "Message the group" (nothing when I have none). */
export function MyGroups() {
  const { t } = useFeatureTranslation(messengerMessages);
  const [page, setPage] = useState(1);
  const groups = useMyGroups(page);
  const rows = groups.data?.results ?? [];
  if (rows.length === 0) return null;
  const pages = groups.data ? Math.max(1, Math.ceil(groups.data.total / groups.data.page_size)) : 1;
  return (
    <Stack
      gap="xs"
      mt="md"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Title order={2} size="h6" px="sm">
        {t('msg_your_groups')}
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((g) => (
          <Stack key={g.id} component="li" gap={2} px="sm" data-testid="my-group">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {g.name}
            </Text>
            <MessageGroupButton target={{ group_id: g.id }} size="compact-sm" variant="light" />
          </Stack>
        ))}
      </Stack>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}
