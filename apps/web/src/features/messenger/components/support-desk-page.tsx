import { Badge, Box, Group, Pagination, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  chronological,
  useAnswerSupport,
  useSupportDesk,
  useSupportHistory,
} from '../api/messenger';
import { messengerMessages } from '../messenger-messages';
import { useMessengerSocket } from '../use-messenger-socket';
import { Composer, MessageList } from './chat';
import { MessengerOff, useMessengerOn } from './messenger-off';

function Answer(props: { id: number }) {
  const { t } = useFeatureTranslation(messengerMessages);
  const history = useSupportHistory(props.id);
  const answer = useAnswerSupport(props.id);
  return (
    <Stack gap="sm">
      <Box style={{ overflowY: 'auto', minHeight: 240, maxHeight: '60vh' }}>
        <MessageList
          messages={chronological(history.data?.pages)}
          myId={null}
          supportIsMine
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onOlder={() => void history.fetchNextPage()}
        />
      </Box>
      <Composer
        label={t('sup_answer')}
        sendLabel={t('sup_send')}
        sending={answer.isPending}
        error={answer.isError ? t('msg_error') : null}
        onSend={(text) => answer.mutateAsync(text)}
      />
    </Stack>
  );
}

/**
 * /dashboard/support and /dashboard/support/{id}: the learners' support conversations, the
 * unanswered first, live; the open one answered beside the list (after it on a phone). While
 * the messenger is off, where to switch it on.
 */
export function SupportDeskPage() {
  const { t } = useFeatureTranslation(messengerMessages);
  if (useMessengerOn()) return <SupportDesk />;
  return (
    <MessengerOff
      title={t('sup_title')}
      intro={t('sup_intro')}
      text={t('sup_off')}
      to="/settings"
      action={t('sup_off_settings')}
    />
  );
}

function SupportDesk() {
  const { t, i18n } = useFeatureTranslation(messengerMessages);
  const params = useParams();
  const selected = params.id ? Number(params.id) : null;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [page, setPage] = useState(1);
  const desk = useSupportDesk(page);
  useMessengerSocket(true);
  const rows = desk.data?.results ?? [];
  const pages = desk.data ? Math.max(1, Math.ceil(desk.data.total / desk.data.page_size)) : 1;
  const current = rows.find((r) => r.id === selected);
  if (isApiError(desk.error, 403))
    return (
      <PageContainer>
        <PageHeader title={t('sup_title')} intro={t('sup_forbidden')} />
      </PageContainer>
    );
  const list = (
    <Paper withBorder p="xs" radius="md" w={wide ? 340 : '100%'} style={{ flexShrink: 0 }}>
      {desk.isSuccess && rows.length === 0 && (
        <Text c="dimmed" p="md">
          {t('sup_empty')}
        </Text>
      )}
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((r) => (
          <li key={r.id}>
            <UnstyledButton
              component={Link}
              to={`/support/${r.id}`}
              data-testid="support-conversation"
              aria-current={selected === r.id ? 'page' : undefined}
              p="sm"
              w="100%"
              style={{
                display: 'block',
                borderRadius: 'var(--mantine-radius-md)',
                background: selected === r.id ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={r.unanswered ? 700 : 500} truncate>
                  {r.user_name}
                </Text>
                <Badge color={r.unanswered ? 'orange' : 'gray'} variant="light" size="sm">
                  {r.unanswered ? t('sup_unanswered') : t('sup_answered')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" truncate>
                {r.last_text === '' ? t('msg_image') : r.last_text}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(i18n.language, r.last_at)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" mt="sm" />}
    </Paper>
  );
  return (
    <PageContainer>
      <Stack gap="md">
        <PageHeader title={t('sup_title')} intro={t('sup_intro')} />
        <Group align="stretch" gap="md" wrap={wide ? 'nowrap' : 'wrap'}>
          {(wide || selected === null) && list}
          {selected !== null ? (
            <Paper withBorder p="md" radius="md" style={{ flex: 1, minWidth: 0 }}>
              {!wide && (
                <Text component={Link} to="/support" size="sm" c="blue" display="block" mb="xs">
                  ‹ {t('sup_title')}
                </Text>
              )}
              {current && (
                <Text fw={700} mb="xs">
                  {current.user_name} · {current.user_email}
                </Text>
              )}
              <Answer key={selected} id={selected} />
            </Paper>
          ) : (
            wide && (
              <Paper withBorder p="xl" radius="md" style={{ flex: 1 }}>
                <Text c="dimmed" ta="center">
                  {t('sup_pick')}
                </Text>
              </Paper>
            )
          )}
        </Group>
      </Stack>
    </PageContainer>
  );
}
