import { Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { messengerMessages } from '../messenger-messages';
import { AttachImage, imageRefusal, MessageImageThumb } from './message-image';

/**
 * A conversation's messages, oldest at the top, mine on the right. Text is shown as text (React
 * escapes it): a message is never HTML.
 */
export function MessageList(props: {
  messages: Message[];
  myId: number | null;
  /** In the dashboard the administrators' answers are "mine". */
  supportIsMine?: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
}) {
  const { t, i18n } = useFeatureTranslation(messengerMessages);
  const end = useRef<HTMLDivElement>(null);
  const newest = props.messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <Stack gap="xs" data-testid="message-list" aria-live="polite">
      {props.hasOlder && (
        <Button
          variant="subtle"
          size="xs"
          loading={props.loadingOlder}
          onClick={props.onOlder}
          style={{ alignSelf: 'center' }}
        >
          {t('msg_load_older')}
        </Button>
      )}
      {props.messages.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('msg_no_messages')}
        </Text>
      )}
      {props.messages.map((m) => {
        const mine = props.supportIsMine ? m.from_support : m.sender_id === props.myId;
        const who = mine
          ? t('msg_you')
          : m.from_support && !props.supportIsMine
            ? t('msg_support_title')
            : m.sender_name;
        return (
          <Box
            key={m.id}
            data-testid="message"
            style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
          >
            <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
              {who} · {formatDateTime(i18n.language, m.created_at)}
            </Text>
            <Paper
              px="sm"
              py={6}
              radius="md"
              bg={
                mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'
              }
            >
              {m.image && <MessageImageThumb image={m.image} sender={who} />}
              {m.text && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {m.text}
                </Text>
              )}
            </Paper>
          </Box>
        );
      })}
      <div ref={end} />
    </Stack>
  );
}

/**
 * The box a message is written in; Enter sends, Shift+Enter makes a new line. With `onImage`, a
 * button attaches a jpg, png or gif (type and size checked here first, then by the server).
 */
export function Composer(props: {
  label: string;
  sendLabel: string;
  sending: boolean;
  error?: string | null;
  onSend: (text: string) => Promise<unknown>;
  onImage?: (file: File) => Promise<unknown>;
}) {
  const { t } = useFeatureTranslation(messengerMessages);
  const [text, setText] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const attach = (file: File) => {
    const refusal = imageRefusal(file);
    setImageError(refusal ? t(refusal) : null);
    if (!refusal && props.onImage)
      props.onImage(file).catch(() => setImageError(t('msg_image_failed')));
  };
  const submit = async () => {
    const value = text.trim();
    if (!value || props.sending) return;
    await props.onSend(value);
    setText('');
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {props.onImage && <AttachImage disabled={props.sending} onPick={attach} />}
        <Textarea
          aria-label={props.label}
          placeholder={props.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={4000}
          style={{ flex: 1 }}
          error={imageError ?? props.error ?? undefined}
        />
        <Button type="submit" loading={props.sending} disabled={!text.trim()}>
          {props.sendLabel}
        </Button>
      </Group>
    </form>
  );
}
