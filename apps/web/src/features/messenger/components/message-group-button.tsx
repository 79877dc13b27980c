import { Button, type ButtonProps, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useOpenGroup } from '../api/messenger';
import { messengerMessages } from '../messenger-messages';

/**
 * "Message the class" / "Message the group": opens (makes once) the conversation of a class's
 * learners or a group's members and goes to it. Shown only while the messenger is enabled; the
 * server checks that the reader is one of its people.
 */
export function MessageGroupButton(
  props: { target: { content_id: number } | { group_id: number } } & Pick<
    ButtonProps,
    'variant' | 'size' | 'fullWidth'
  >,
) {
  const { t } = useFeatureTranslation(messengerMessages);
  const enabled = useConfigValue('messenger-is-enabled') === true;
  const open = useOpenGroup();
  const navigate = useNavigate();
  if (!enabled) return null;
  const label = 'content_id' in props.target ? t('msg_message_class') : t('msg_message_group');
  return (
    <div>
      <Button
        variant={props.variant ?? 'light'}
        size={props.size}
        fullWidth={props.fullWidth}
        loading={open.isPending}
        data-testid="message-group"
        onClick={() =>
          open.mutate(props.target, {
            onSuccess: ({ id }) => void navigate(`/messenger/${id}`),
          })
        }
      >
        {label}
      </Button>
      {open.isError && (
        <Text size="sm" c="red" mt={4} role="alert">
          {t('msg_open_failed')}
        </Text>
      )}
    </div>
  );
}
