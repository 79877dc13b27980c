import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TEXT_LIMIT, type DashboardMaterialRequest } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { ReasonDialog } from '@/features/dashboard/components';
import { refusalMessage, learnerName } from '@/features/dashboard/list';
import { materialRequestQueryOptions, useDecideMaterialRequest } from './api/material-requests';
import { materialRequestsMessages } from './material-requests-messages';
import { useUgcPlayer } from '../ugc/ugc-media-api';
import { MediaPreview } from '../ugc/ugc-media-form';

/** A learner's own audio or video, played from its signed address before the decision. */
function RequestMedia(props: { id: number; kind: 'audio' | 'video'; name: string | null }) {
  const { t } = useFeatureTranslation(materialRequestsMessages);
  const player = useUgcPlayer(props.id);
  const url = player.data?.media?.url;
  return (
    <Stack gap={4}>
      {player.isPending ? (
        <Skeleton height={180} aria-busy="true" />
      ) : url ? (
        <MediaPreview kind={props.kind} src={url} label={t(`mreqs_kind_${props.kind}`)} />
      ) : null}
      {props.name && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('mreqs_media_file', { name: props.name })}
        </Text>
      )}
    </Stack>
  );
}

/** What the learner wrote: the sanitised article as learners will see it, or the video link. */
function RequestBody(props: { id: number }) {
  const { t } = useFeatureTranslation(materialRequestsMessages);
  const detail = useQuery(materialRequestQueryOptions(props.id));
  if (detail.isPending) return <Skeleton height={160} aria-busy="true" />;
  if (detail.isError)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, detail.error)}
      </Alert>
    );
  const request = detail.data;
  return (
    <Stack gap="sm">
      {request.material.desc && <Text c="dimmed">{request.material.desc}</Text>}
      {request.material.kind === 'audio' || request.material.kind === 'video' ? (
        <RequestMedia
          id={request.material.id}
          kind={request.material.kind}
          name={request.media_name}
        />
      ) : request.material.kind === 'flash_card' ? (
        <Anchor
          href={`/flash-card/${request.material.id}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('mreqs_open_flash_card')}
        </Anchor>
      ) : request.material.kind === 'article' ? (
        <Typography>
          {/* Sanitised on the server when it was sent (lib/html.ts), as the player shows it. */}
          <div dangerouslySetInnerHTML={{ __html: request.article_html }} />
        </Typography>
      ) : (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('mreqs_video')}:{' '}
          <Anchor href={request.external_url} target="_blank" rel="noopener noreferrer">
            {request.external_url}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Dashboard review of one learner-made material: read it, then approve (publishes it) or
 * reject with a reason (asked in the shared ReasonDialog; the learner sees it).
 */
export function ReviewDialog(props: {
  request: DashboardMaterialRequest | null;
  onClose: () => void;
}) {
  const { t, i18n } = useFeatureTranslation(materialRequestsMessages);
  const { request } = props;
  const mutation = useDecideMaterialRequest();
  const { reset } = mutation;
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  useEffect(() => {
    reset();
    setRejecting(false);
    setReasonError(null);
  }, [request?.id, reset]);

  const decide = (decision: 'approve' | 'reject', reason?: string) => {
    if (!request) return;
    const title = request.material.title;
    mutation.mutate(
      { id: request.id, decision, reason },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('mreqs_close') },
            message: t(decision === 'approve' ? 'mreqs_approved' : 'mreqs_rejected', { title }),
          });
          props.onClose();
        },
      },
    );
  };
  const handleReject = (reason: string | undefined) => {
    if (!reason) {
      setReasonError(t('mreqs_reason_required'));
      return;
    }
    setReasonError(null);
    decide('reject', reason);
  };
  const error = mutation.isError ? refusalMessage(t, mutation.error) : null;

  return (
    <>
      <Modal
        opened={request !== null && !rejecting}
        onClose={props.onClose}
        title={t('mreqs_review_title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('mreqs_close') }}
      >
        {request && (
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {request.material.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('mreqs_by', {
                  name: learnerName(request.user),
                  date: formatDateTime(i18n.language, request.datetime_create),
                })}
              </Text>
            </div>
            <RequestBody id={request.id} />
            {error && (
              <Alert color="red" variant="outline" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {t('mreqs_close')}
              </Button>
              <Button variant="outline" color="red.9" onClick={() => setRejecting(true)}>
                {t('mreqs_reject')}
              </Button>
              <Button color="teal.9" loading={mutation.isPending} onClick={() => decide('approve')}>
                {t('mreqs_approve')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <ReasonDialog
        openKey={request && rejecting ? request.id : null}
        title={t('mreqs_reject_title')}
        help={
          request
            ? t('mreqs_reject_help', {
                title: request.material.title,
                name: learnerName(request.user),
              })
            : ''
        }
        reasonLabel={t('mreqs_reason')}
        reasonDescription={t('mreqs_reason_help', { count: TEXT_LIMIT })}
        confirmLabel={t('mreqs_reject')}
        cancelLabel={t('mreqs_cancel')}
        pending={mutation.isPending}
        error={reasonError ?? error}
        onConfirm={handleReject}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
