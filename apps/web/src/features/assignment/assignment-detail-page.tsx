import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { AssignmentDetail, AssignmentLearner } from '@portal/shared';
import { ASSIGNMENT_STATUS } from '@portal/shared';
import { ListToolbar } from '@/components/list';
import { formatDate, learningMessages, StatusBadge } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { ReasonDialog } from '@/features/dashboard/components';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
  learnerName,
} from '@/features/dashboard/list';
import { useAssignment, useAssignmentLearners, useCancelAssignment } from './api/assignments';
import { AssignmentStatusBadge } from './assignment-list-page';
import { assignmentMessages } from './assignment-messages';

function Summary(props: { assignment: AssignmentDetail; onCancel: () => void }) {
  const { t, i18n } = useFeatureTranslation(assignmentMessages);
  const { assignment: a } = props;
  const date = (iso: string) => formatDate(i18n.language, iso);
  const counts = [
    [t('asg_count_assigned'), a.learner_status_count.assigned],
    [t('asg_count_no_action'), a.learner_status_count.no_action],
    [t('asg_count_canceled'), a.learner_status_count.canceled],
  ] as const;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {a.content.content_type.name} · {a.content.code}
            </Text>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {a.content.title}
            </Title>
            <Group gap="xs">
              <AssignmentStatusBadge assignment={a} />
              <Text size="sm" data-testid="assignment-period">
                {t('asg_period', { start: date(a.datetime_start), end: date(a.datetime_end) })}
              </Text>
            </Group>
          </Stack>
          {a.status !== ASSIGNMENT_STATUS.canceled && (
            <Button variant="outline" color="red.9" onClick={props.onCancel}>
              {t('asg_cancel')}
            </Button>
          )}
        </Group>
        {a.created_by && (
          <Text size="sm" c="dimmed">
            {t('asg_created_by', {
              name: learnerName(a.created_by),
              date: date(a.datetime_create),
            })}
          </Text>
        )}
        {a.datetime_cancel && (
          <Text size="sm" c="dimmed">
            {t('asg_canceled_on', { date: date(a.datetime_cancel) })}
          </Text>
        )}
        {a.note && <Text size="sm">{a.note}</Text>}
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('asg_targets')}
          </Text>
          <Group gap={6}>
            {a.target_list.map((target) => (
              <Badge
                key={`${target.type}-${target.id}`}
                variant="outline"
                color={target.type === 'group' ? 'grape.9' : 'blue.9'}
                tt="none"
                maw="100%"
                h="auto"
                py={2}
                styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
              >
                {target.type === 'group' ? `${t('asg_target_group')}: ` : ''}
                {target.name}
              </Badge>
            ))}
          </Group>
        </div>
        <SimpleGrid cols={{ base: 3 }} spacing="xs">
          {counts.map(([label, value]) => (
            <Paper key={label} bg="gray.0" radius="md" p="xs">
              <Text size="xl" fw={700}>
                {value}
              </Text>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /dashboard/assignment/{id}: the assignment, who it went to, and each learner's status. */
export function AssignmentDetailPage() {
  const { t } = useFeatureTranslation(assignmentMessages);
  useFeatureTranslation(dashboardListMessages);
  useFeatureTranslation(learningMessages);
  const id = Number(useParams().id);
  const assignment = useAssignment(id);
  const list = useDashboardListParams();
  const learners = useAssignmentLearners(id, { page: list.page, search: list.search });
  const cancel = useCancelAssignment();
  const [canceling, setCanceling] = useState<number | null>(null);

  const handleCancel = async (reason: string | undefined) => {
    await cancel.mutateAsync({ id, reason });
    setCanceling(null);
    notify({
      color: 'teal',
      closeButtonProps: { 'aria-label': t('close') },
      message: t('asg_canceled_done'),
    });
  };

  const columns: ListColumn<AssignmentLearner>[] = [
    {
      key: 'learner',
      header: t('asg_col_learner'),
      minWidth: 180,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {learnerName(row.user)}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'assignment',
      header: t('asg_col_assignment'),
      nowrap: true,
      cell: (row) => t(`asg_learner_status_${row.status}`),
    },
    {
      key: 'result',
      header: t('asg_col_result'),
      nowrap: true,
      cell: (row) => (row.result ? <StatusBadge status={row.result.status} size="sm" /> : '—'),
    },
    {
      key: 'progress',
      header: t('asg_col_progress'),
      minWidth: 120,
      cell: (row) =>
        row.result ? (
          <Group gap="xs" wrap="nowrap">
            <Progress value={row.result.percent} size="sm" w={80} aria-hidden />
            <Text size="xs">{t('asg_percent', { percent: row.result.percent })}</Text>
          </Group>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to="/assignment" size="sm">
          ← {t('asg_back')}
        </Anchor>
        <Title order={1}>{t('asg_detail_title')}</Title>
        {assignment.isPending ? (
          <Skeleton height={220} radius="lg" />
        ) : assignment.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, assignment.error)}
          </Alert>
        ) : (
          <Summary assignment={assignment.data} onCancel={() => setCanceling(id)} />
        )}
        <Title order={2} size="h3">
          {t('asg_learners')}
        </Title>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('asg_learner_search')}
        />
        <DashboardList
          label={t('asg_learners')}
          query={learners}
          columns={columns}
          rowKey={(row) => row.user.id}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={t('asg_learners_empty')}
        />
      </Stack>
      <ReasonDialog
        openKey={canceling}
        title={t('asg_cancel_confirm_title')}
        help={t('asg_cancel_confirm_body')}
        reasonLabel={t('asg_cancel_reason')}
        confirmLabel={t('asg_cancel')}
        cancelLabel={t('asg_cancel_keep')}
        pending={cancel.isPending}
        error={cancel.error ? errorMessage(t, cancel.error) : null}
        onConfirm={(reason) => void handleCancel(reason).catch(() => undefined)}
        onClose={() => setCanceling(null)}
      />
    </PageContainer>
  );
}
