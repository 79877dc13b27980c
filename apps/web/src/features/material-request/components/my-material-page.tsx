import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MaterialRequest } from '@portal/shared';
import { MATERIAL_REQUEST_STATUS } from '@portal/shared';
import { contentPath, formatDateTime } from '@/components/learning';
import { PagedCardList, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCancelMaterialRequest, useMaterialRequests } from '../api/material-requests';
import { materialRequestMessages } from '../material-request-messages';
import { MaterialRequestStatusBadge, shownRequestStatus } from './request-status-badge';
import { MyUgcMediaList } from '../ugc/my-ugc-media-list';
import { ugcMediaMessages } from '../ugc/ugc-media-messages';

/** The statuses a learner can filter by, in the order they happen. */
const STATUSES = [1, 30, -3, -1] as const;

function RequestRow(props: { request: MaterialRequest }) {
  const { t, i18n } = useFeatureTranslation(materialRequestMessages);
  const cancel = useCancelMaterialRequest();
  const { request } = props;
  const status = shownRequestStatus(request.status);
  const handleCancel = async () => {
    try {
      await cancel.mutateAsync(request.id);
      notify({ color: 'green', message: t('mreq_canceled') });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.material.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`mreq_kind_${request.material.kind}`)} ·{' '}
            {t('mreq_sent_on', { date: formatDateTime(i18n.language, request.datetime_create) })}
          </Text>
          {request.reason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('mreq_reason', { reason: request.reason })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="center">
          <MaterialRequestStatusBadge status={request.status}>
            {t(`mreq_status_${status}`)}
          </MaterialRequestStatusBadge>
          {status === MATERIAL_REQUEST_STATUS.approved && (
            <Anchor
              component={Link}
              to={contentPath(request.material.kind, request.material.id)}
              size="sm"
            >
              {t('mreq_open')}
            </Anchor>
          )}
          {status === MATERIAL_REQUEST_STATUS.waiting && (
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              loading={cancel.isPending}
              aria-label={t('mreq_cancel_of', { title: request.material.title })}
              onClick={() => void handleCancel()}
            >
              {t('mreq_cancel')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function RequestList(props: { page: number; status: string; onPage: (page: number) => void }) {
  const { t } = useFeatureTranslation(materialRequestMessages);
  const requests = useMaterialRequests({ page: props.page, status: props.status || undefined });
  return (
    <PagedCardList
      query={requests}
      emptyTitle={t('mreq_empty')}
      rowKey={(request) => request.id}
      renderRow={(request) => <RequestRow request={request} />}
      page={props.page}
      onPage={props.onPage}
    />
  );
}

/** /profile/my-material: the creator's material requests, paged, filtered by status. */
export function MyMaterialPage() {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(materialRequestMessages);
  const ugc = useFeatureTranslation(ugcMediaMessages).t;
  const user = useProfile();
  const list = useListParams();
  const status = list.params.get('status') ?? '';
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader
          title={t('mreq_list_title')}
          intro={t('mreq_list_intro')}
          align="flex-end"
          wrap="wrap"
        >
          {user?.is_creator ? (
            <Group gap="sm">
              <Button component={Link} to="/profile/my-material/create">
                {t('mreq_new')}
              </Button>
              <Button component={Link} to="/video/create" variant="default">
                {ugc('ugc_create_video')}
              </Button>
              <Button component={Link} to="/audio/create" variant="default">
                {ugc('ugc_create_audio')}
              </Button>
            </Group>
          ) : null}
        </PageHeader>
        {user && !user.is_creator ? (
          <Alert color="gray" variant="outline">
            {t('mreq_not_creator')}
          </Alert>
        ) : (
          <>
            <NativeSelect
              label={t('mreq_filter_status')}
              value={status}
              maw={260}
              onChange={(event) => list.setFilter('status', event.currentTarget.value)}
              data={[
                { value: '', label: t('mreq_filter_all') },
                ...STATUSES.map((s) => ({ value: String(s), label: t(`mreq_status_${s}`) })),
              ]}
            />
            {user && <RequestList page={list.page} status={status} onPage={list.setPage} />}
            {user && <MyUgcMediaList />}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
