import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Conversation } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/components/learning';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  chronological,
  useBlock,
  useConversations,
  useHistory,
  useLeave,
  useMarkConversationRead,
  useOpenPrivate,
  useOpenSupport,
  usePeople,
  useSend,
  useSendImage,
} from '../api/messenger';
import { messengerMessages } from '../messenger-messages';
import { useMessengerSocket } from '../use-messenger-socket';
import { Composer, MessageList } from './chat';
import { MessengerOff, useMessengerOn } from './messenger-off';
import { MyGroups } from './my-groups';

const TYPE_LABEL = {
  1: 'msg_type_inbox',
  2: 'msg_type_group',
  3: 'msg_type_private',
  4: 'msg_type_support',
} as const;

function ConversationList(props: { selected: number | null }) {
  const { t, i18n } = useFeatureTranslation(messengerMessages);
  const [page, setPage] = useState(1);
  const list = useConversations(page);
  const rows = list.data?.results ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  if (list.isSuccess && rows.length === 0)
    return (
      <Text c="dimmed" p="md">
        {t('msg_empty')}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((c) => (
        <li key={c.id}>
          <UnstyledButton
            component={Link}
            to={`/messenger/${c.id}`}
            data-testid="conversation"
            aria-current={props.selected === c.id ? 'page' : undefined}
            p="sm"
            w="100%"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              display: 'block',
              background:
                props.selected === c.id ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={c.unread > 0 ? 700 : 500} truncate>
                {titleOf(c, t)}
              </Text>
              {c.unread > 0 && (
                <Badge color="red.8" size="sm" aria-label={t('msg_unread', { count: c.unread })}>
                  {c.unread}
                </Badge>
              )}
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" c="dimmed" truncate>
                {c.last_text === '' ? t('msg_image') : (c.last_text ?? t(TYPE_LABEL[c.type]))}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(i18n.language, c.last_at)}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" mt="sm" />}
    </Stack>
  );
}

function titleOf(c: Conversation, t: (key: string) => string): string {
  if (c.type === 4) return t('msg_support_title');
  return c.title || t(TYPE_LABEL[c.type]);
}

function ConversationView(props: { id: number; conversation: Conversation | undefined }) {
  const { t } = useFeatureTranslation(messengerMessages);
  const me = useProfile();
  const history = useHistory(props.id);
  const send = useSend(props.id);
  const sendImage = useSendImage(props.id);
  const markRead = useMarkConversationRead();
  const leave = useLeave();
  const block = useBlock();
  const navigate = useNavigate();
  const messages = chronological(history.data?.pages);
  const newest = messages.at(-1)?.id;
  const { mutate: read } = markRead;
  const c = props.conversation;
  useEffect(() => {
    if (newest !== undefined) read(props.id);
  }, [newest, props.id, read]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Text fw={700} size="lg" data-testid="conversation-title">
            {c ? titleOf(c, t) : ''}
          </Text>
          {c && <Badge variant="light">{t(TYPE_LABEL[c.type])}</Badge>}
        </Group>
        {c?.type === 2 && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={leave.isPending}
            onClick={() => {
              if (window.confirm(t('msg_leave_confirm')))
                leave.mutate(props.id, { onSuccess: () => void navigate('/messenger') });
            }}
          >
            {t('msg_leave')}
          </Button>
        )}
        {c?.type === 3 && c.other_user_id !== null && (
          <Button
            variant="subtle"
            color={c.blocked ? 'gray' : 'red'}
            size="xs"
            loading={block.isPending}
            onClick={() => block.mutate({ userId: c.other_user_id ?? 0, block: !c.blocked })}
          >
            {c.blocked ? t('msg_unblock') : t('msg_block')}
          </Button>
        )}
      </Group>
      {c?.type === 4 && (
        <Text size="sm" c="dimmed">
          {t('msg_support_hint')}
        </Text>
      )}
      <Box style={{ flex: 1, overflowY: 'auto', minHeight: 240, maxHeight: '60vh' }}>
        <MessageList
          messages={messages}
          myId={me?.id ?? null}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onOlder={() => void history.fetchNextPage()}
        />
      </Box>
      {c?.blocked ? (
        <Text c="dimmed" size="sm">
          {t('msg_blocked')}
        </Text>
      ) : (
        <Composer
          label={t('msg_write')}
          sendLabel={t('msg_send')}
          sending={send.isPending}
          error={send.isError ? t('msg_error') : null}
          onSend={(text) => send.mutateAsync(text)}
          onImage={(file) => sendImage.mutateAsync(file)}
        />
      )}
    </Stack>
  );
}

function NewMessage(props: { opened: boolean; onClose: () => void }) {
  const { t } = useFeatureTranslation(messengerMessages);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const people = usePeople(debounced, props.opened);
  const open = useOpenPrivate();
  const navigate = useNavigate();
  const rows = people.data?.results ?? [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('msg_new_message')}>
      <Stack gap="sm">
        <TextInput
          label={t('msg_people_search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {people.isSuccess && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('msg_people_empty')}
          </Text>
        )}
        {rows.map((p) => (
          <Button
            key={p.id}
            variant="default"
            justify="flex-start"
            disabled={p.blocked}
            onClick={() =>
              open.mutate(
                { user_id: p.id },
                {
                  onSuccess: ({ id }) => {
                    props.onClose();
                    void navigate(`/messenger/${id}`);
                  },
                },
              )
            }
          >
            {p.name}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}

/**
 * /messenger and /messenger/{conversationid}: my conversations beside the open one; on a phone
 * the list, then the conversation with a way back. While the messenger is off, only that.
 */
export function MessengerPage() {
  const { t } = useFeatureTranslation(messengerMessages);
  if (useMessengerOn()) return <Messenger />;
  return (
    <MessengerOff
      title={t('msg_title')}
      intro={t('msg_intro')}
      text={t('msg_off')}
      to="/"
      action={t('msg_off_home')}
    />
  );
}

function Messenger() {
  const { t } = useFeatureTranslation(messengerMessages);
  const params = useParams();
  const selected = params.conversationid ? Number(params.conversationid) : null;
  const wide = useMediaQuery('(min-width: 62em)', true);
  const navigate = useNavigate();
  const support = useOpenSupport();
  const [composing, setComposing] = useState(false);
  useMessengerSocket(true);
  // The open conversation's title and kind come from the first page of the list.
  const first = useConversations(1);
  const conversation = first.data?.results.find((c) => c.id === selected);
  const showList = wide || selected === null;
  const showConversation = selected !== null && Number.isInteger(selected);
  return (
    <PageContainer>
      <Stack gap="md">
        <PageHeader title={t('msg_title')} intro={t('msg_intro')} align="flex-end" wrap="wrap">
          <Group gap="xs">
            <Button variant="default" onClick={() => setComposing(true)}>
              {t('msg_new_message')}
            </Button>
            <Button
              loading={support.isPending}
              onClick={() =>
                support.mutate({}, { onSuccess: ({ id }) => void navigate(`/messenger/${id}`) })
              }
            >
              {t('msg_contact_support')}
            </Button>
          </Group>
        </PageHeader>
        <Group align="stretch" gap="md" wrap="nowrap">
          {showList && (
            <Paper
              withBorder
              p="xs"
              radius="md"
              w={wide ? 320 : '100%'}
              style={{ flexShrink: 0 }}
              aria-label={t('msg_conversations')}
              component="nav"
            >
              <ConversationList selected={selected} />
              <MyGroups />
            </Paper>
          )}
          {showConversation && (
            <Paper withBorder p="md" radius="md" style={{ flex: 1, minWidth: 0 }}>
              {!wide && (
                <Button component={Link} to="/messenger" variant="subtle" size="xs" mb="xs" px={0}>
                  ‹ {t('msg_back')}
                </Button>
              )}
              <ConversationView key={selected} id={selected} conversation={conversation} />
            </Paper>
          )}
          {wide && !showConversation && (
            <Paper withBorder p="xl" radius="md" style={{ flex: 1 }}>
              <Text c="dimmed" ta="center">
                {t('msg_pick')}
              </Text>
            </Paper>
          )}
        </Group>
      </Stack>
      <NewMessage opened={composing} onClose={() => setComposing(false)} />
    </PageContainer>
  );
}
