import { Anchor, Button, Group, NativeSelect, Paper, Stack, Tabs, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PUBLIC_REQUEST_STATUS, type PublicRequest, type RequestFormCard } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PagedCardList, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCreateRequest, useRequestForms, useRequestList } from '../api/public-request-api';
import { publicRequestPaths } from '../paths';
import { publicRequestMessages } from '../public-request-messages';
import { RequestStatusBadge } from './request-status-badge';

type Side = 'forms' | 'mine' | 'approval';
const STATUSES = ['0', '1', '30', '-3'];

function FormRow(props: { form: RequestFormCard }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const navigate = useNavigate();
  const create = useCreateRequest();
  const start = async () => {
    try {
      const made = await create.mutateAsync(props.form.id);
      const first = made.form.sections[0];
      await navigate(
        first
          ? publicRequestPaths.section(made.id, made.form_id, first.id)
          : publicRequestPaths.overall(made.id),
      );
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {props.form.title}
          </Text>
          {props.form.desc && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {props.form.desc}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('preq_approvers_count', { count: props.form.approver_count })}
          </Text>
        </Stack>
        <Button loading={create.isPending} onClick={() => void start()}>
          {t('preq_start')}
        </Button>
      </Group>
    </Paper>
  );
}

function RequestRow(props: { request: PublicRequest; side: 'mine' | 'approval' }) {
  const { t, i18n } = useFeatureTranslation(publicRequestMessages);
  const { request } = props;
  const draft = request.status === PUBLIC_REQUEST_STATUS.draft;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.form_title}
          </Text>
          <Text size="sm" c="dimmed">
            {props.side === 'approval'
              ? t('preq_requested_by', { name: request.requester.name || request.requester.email })
              : request.submitted_at
                ? t('preq_submitted_on', {
                    date: formatDateTime(i18n.language, request.submitted_at),
                  })
                : t('preq_updated', { date: formatDateTime(i18n.language, request.updated_at) })}
          </Text>
          {request.status === PUBLIC_REQUEST_STATUS.waiting && (
            <Text size="xs" c="dimmed">
              {t('preq_step_of', { step: request.current_step, count: request.step_count })}
            </Text>
          )}
        </Stack>
        <Group gap="sm" align="center">
          <RequestStatusBadge status={request.status} />
          <Anchor component={Link} to={publicRequestPaths.overall(request.id)} size="sm" fw={600}>
            {props.side === 'approval'
              ? t('preq_review')
              : draft
                ? t('preq_continue')
                : t('preq_open')}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

function Forms() {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const list = useListParams();
  return (
    <PagedCardList
      query={useRequestForms(list.page)}
      emptyTitle={t('preq_forms_empty')}
      rowKey={(form) => form.id}
      renderRow={(form) => <FormRow form={form} />}
      page={list.page}
      onPage={list.setPage}
    />
  );
}

function Requests(props: { side: 'mine' | 'approval' }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const list = useListParams();
  const status = props.side === 'mine' ? (list.params.get('status') ?? '') : '';
  const query = useRequestList(props.side, list.page, status || undefined);
  return (
    <Stack gap="md">
      {props.side === 'mine' && (
        <NativeSelect
          label={t('preq_filter_status')}
          value={status}
          maw={260}
          onChange={(event) => list.setFilter('status', event.currentTarget.value)}
          data={[
            { value: '', label: t('preq_filter_all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`preq_status_${s}`) })),
          ]}
        />
      )}
      <PagedCardList
        query={query}
        emptyTitle={t(props.side === 'mine' ? 'preq_mine_empty' : 'preq_approve_empty')}
        rowKey={(request) => request.id}
        renderRow={(request) => <RequestRow request={request} side={props.side} />}
        page={list.page}
        onPage={list.setPage}
      />
    </Stack>
  );
}

const TAB_PATHS: Record<Side, string> = {
  forms: publicRequestPaths.root,
  mine: publicRequestPaths.requester,
  approval: publicRequestPaths.admin,
};

/**
 * /public-request (the forms to start a request from), /public-request/requester (my
 * requests) and /public-request/admin (requests waiting on my approval): one page, three tabs.
 */
export function RequestHubPage(props: { side: Side }) {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(publicRequestMessages);
  const navigate = useNavigate();
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader title={t('preq_title')} intro={t('preq_intro')} />
        <Tabs
          value={props.side}
          onChange={(value) => value && void navigate(TAB_PATHS[value as Side])}
        >
          <Tabs.List>
            <Tabs.Tab value="forms">{t('preq_tab_forms')}</Tabs.Tab>
            <Tabs.Tab value="mine">{t('preq_tab_mine')}</Tabs.Tab>
            <Tabs.Tab value="approval">{t('preq_tab_approve')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {props.side === 'forms' ? <Forms /> : <Requests side={props.side} />}
      </Stack>
    </PageContainer>
  );
}

export const RequestFormsPage = () => <RequestHubPage side="forms" />;
export const MyRequestsPage = () => <RequestHubPage side="mine" />;
export const ApprovalRequestsPage = () => <RequestHubPage side="approval" />;
