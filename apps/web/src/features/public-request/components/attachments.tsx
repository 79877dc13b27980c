import { useRef } from 'react';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { PUBLIC_REQUEST_LIMITS, type PublicRequestDetail } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useRequestActions } from '../api/public-request-api';
import { publicRequestMessages } from '../public-request-messages';

const fileUrl = (requestId: number, id: number) =>
  `/api/public-request/${requestId}/attachment/${id}/`;

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A request's files: links to each; on a draft, attach (checked by the server) and remove. */
export function Attachments(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const { request } = props;
  const actions = useRequestActions(request.id);
  const input = useRef<HTMLInputElement>(null);
  const editable = request.can_edit;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PUBLIC_REQUEST_LIMITS.attachmentBytes) {
      notify({ color: 'red', message: t('preq_file_too_big') });
      return;
    }
    try {
      await actions.attach.mutateAsync({ name: file.name, data: await base64Of(file) });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('preq_attachments')}</Text>
      {editable && (
        <Text size="sm" c="dimmed">
          {t('preq_attachments_help')}
        </Text>
      )}
      {request.attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('preq_no_attachments')}
        </Text>
      ) : (
        <List spacing={4}>
          {request.attachments.map((file) => (
            <List.Item key={file.id}>
              <Group gap="sm" wrap="nowrap">
                <Anchor href={fileUrl(request.id, file.id)} style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {Math.max(1, Math.round(file.size / 1024))} KB
                </Text>
                {editable && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red.9"
                    aria-label={t('preq_remove_of', { name: file.name })}
                    onClick={() => actions.detach.mutate(file.id)}
                  >
                    {t('preq_remove')}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {editable && request.attachments.length < PUBLIC_REQUEST_LIMITS.attachments && (
        <div>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="attachment-input"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            onChange={(event) => void pick(event.currentTarget.files?.[0])}
          />
          <Button
            variant="default"
            loading={actions.attach.isPending}
            onClick={() => input.current?.click()}
          >
            {t('preq_attach')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
