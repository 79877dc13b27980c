import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isUgcEditable, type UgcMedia, type UgcMediaState } from '@portal/shared';
import { contentPath } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCancelMaterialRequest } from '../api/material-requests';
import { useRequestUgcApproval, useUgcPlayer } from './ugc-media-api';
import { MediaPreview } from './ugc-media-form';
import { ugcMediaMessages } from './ugc-media-messages';
import { UgcFrame, ugcPath, WithUgcMedia } from './ugc-media-pages';

const STATE_COLOR: Record<UgcMediaState, string> = {
  draft: 'gray.8',
  waiting: 'yellow.9',
  approved: 'teal.9',
  rejected: 'red.9',
  canceled: 'gray.8',
};

/** Where one's own audio or video stands, as a badge. */
export function UgcStateBadge(props: { state: UgcMediaState }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  return (
    <Badge variant="outline" color={STATE_COLOR[props.state]}>
      {t(`ugc_state_${props.state}`)}
    </Badge>
  );
}

function Player(props: { media: UgcMedia }) {
  const player = useUgcPlayer(props.media.id);
  if (player.isPending) return <Skeleton height={200} aria-busy="true" />;
  const url = player.data?.media?.url;
  if (!url) return null;
  return <MediaPreview kind={props.media.kind} src={url} label={props.media.title} />;
}

function Actions(props: { media: UgcMedia }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const cancel = useCancelMaterialRequest();
  const { media } = props;
  const handleCancel = async () => {
    if (media.request_id === null) return;
    try {
      await cancel.mutateAsync(media.request_id);
      notify({ color: 'green', message: t('ugc_canceled') });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };
  return (
    <Group gap="sm">
      {isUgcEditable(media.state) && (
        <>
          <Button component={Link} to={ugcPath(media, '/request-approval')}>
            {t('ugc_request')}
          </Button>
          <Button component={Link} to={ugcPath(media, '/edit')} variant="default">
            {t('ugc_edit')}
          </Button>
        </>
      )}
      {media.state === 'waiting' && (
        <Button
          variant="outline"
          color="red.9"
          loading={cancel.isPending}
          onClick={() => void handleCancel()}
        >
          {t('ugc_cancel')}
        </Button>
      )}
      {media.state === 'approved' && (
        <Button component={Link} to={contentPath(media.kind, media.id)} variant="light">
          {t('ugc_open_published')}
        </Button>
      )}
    </Group>
  );
}

/** /audio|/video/{id}/ugc: the maker's own audio or video, its player, state and next steps. */
export function UgcMediaPage() {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  return (
    <WithUgcMedia>
      {(media) => (
        <UgcFrame title={media.title}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Group gap="xs">
                <UgcStateBadge state={media.state} />
                <Text size="sm" c="dimmed">
                  {t(`ugc_kind_${media.kind}`)}
                  {media.file ? ` · ${media.file.name}` : ''}
                </Text>
              </Group>
              {media.desc && <Text style={{ overflowWrap: 'anywhere' }}>{media.desc}</Text>}
              {media.reason && (
                <Alert color="red" variant="outline">
                  {t('ugc_reason', { reason: media.reason })}
                </Alert>
              )}
              <Player media={media} />
              <Actions media={media} />
            </Stack>
          </Paper>
        </UgcFrame>
      )}
    </WithUgcMedia>
  );
}

function RequestApproval(props: { media: UgcMedia }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const navigate = useNavigate();
  const send = useRequestUgcApproval(props.media.id);
  if (!isUgcEditable(props.media.state))
    return (
      <Alert color="gray" variant="outline">
        {t('ugc_not_editable')}
      </Alert>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Text>{t('ugc_request_intro')}</Text>
        {send.isError && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, send.error)}
          </Alert>
        )}
        <Group>
          <Button
            loading={send.isPending}
            onClick={() =>
              send.mutate(undefined, {
                onSuccess: () => {
                  notify({ color: 'green', message: t('ugc_sent') });
                  void navigate(ugcPath(props.media));
                },
              })
            }
          >
            {t('ugc_send')}
          </Button>
          <Button component={Link} to={ugcPath(props.media)} variant="default">
            {t('ugc_back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /audio|/video/{id}/ugc/request-approval: the maker sends it (again) for approval. */
export function UgcRequestApprovalPage() {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  return (
    <WithUgcMedia>
      {(media) => (
        <UgcFrame title={t('ugc_request_title', { title: media.title })}>
          <RequestApproval media={media} />
        </UgcFrame>
      )}
    </WithUgcMedia>
  );
}
