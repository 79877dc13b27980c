import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { DESCRIPTION_LIMIT, PUBLIC_REQUEST_STATUS, type PublicRequestDetail } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { usePublicRequest, useRequestActions } from '../api/public-request-api';
import { publicRequestPaths } from '../paths';
import { publicRequestMessages } from '../public-request-messages';
import { AnswerList } from './answer-list';
import { Attachments } from './attachments';
import { RequestQueryState, idOf } from './request-query-state';
import { RequestStatusBadge } from './request-status-badge';
import { WithdrawButtons } from './withdraw-buttons';

type Tab = 'info' | 'result' | 'survey';

function Decision(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const actions = useRequestActions(props.request.id);
  const [comment, setComment] = useState('');
  const decide = async (approve: boolean) => {
    try {
      await actions.decide.mutateAsync({ approve, comment });
      notify({ color: 'green', message: t(approve ? 'preq_approved_done' : 'preq_rejected_done') });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      bg="var(--mantine-color-yellow-light)"
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('preq_decide_title')}
        </Title>
        <Text size="sm">{t('preq_decide_help', { step: props.request.current_step })}</Text>
        <Textarea
          label={t('preq_comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_LIMIT}
        />
        <Group gap="sm">
          <Button
            color="green.8"
            loading={actions.decide.isPending}
            onClick={() => void decide(true)}
          >
            {t('preq_approve')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            disabled={actions.decide.isPending || comment.trim() === ''}
            onClick={() => void decide(false)}
          >
            {t('preq_reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Info(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const { request } = props;
  const first = request.form.sections[0];
  return (
    <Stack gap="lg">
      {request.can_decide && <Decision request={request} />}
      {request.can_edit && first && (
        <Group>
          <Button
            component={Link}
            to={publicRequestPaths.section(request.id, request.form_id, first.id)}
          >
            {t('preq_continue')}
          </Button>
        </Group>
      )}
      <AnswerList request={request} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Attachments request={{ ...request, can_edit: false }} />
      </Paper>
      <WithdrawButtons request={request} />
    </Stack>
  );
}

const RESULT_TEXT: Record<number, string> = {
  [PUBLIC_REQUEST_STATUS.draft]: 'preq_result_draft',
  [PUBLIC_REQUEST_STATUS.waiting]: 'preq_result_waiting',
  [PUBLIC_REQUEST_STATUS.approved]: 'preq_result_approved',
  [PUBLIC_REQUEST_STATUS.rejected]: 'preq_result_rejected',
  [PUBLIC_REQUEST_STATUS.canceled]: 'preq_result_canceled',
};

const STEP_COLORS: Record<string, string> = {
  approved: 'green',
  rejected: 'red',
  current: 'yellow',
  pending: 'gray',
  skipped: 'gray',
};

function Result(props: { request: PublicRequestDetail }) {
  const { t, i18n } = useFeatureTranslation(publicRequestMessages);
  const { request } = props;
  const color =
    request.status === PUBLIC_REQUEST_STATUS.approved
      ? 'green'
      : request.status === PUBLIC_REQUEST_STATUS.rejected
        ? 'red'
        : 'gray';
  return (
    <Stack gap="lg">
      <Alert color={color} variant="light" role="status">
        {t(RESULT_TEXT[request.status] ?? 'preq_result_waiting')}
      </Alert>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {request.steps.map((step) => {
          const current =
            request.status === PUBLIC_REQUEST_STATUS.waiting && step.step === request.current_step;
          const ended =
            request.status !== PUBLIC_REQUEST_STATUS.waiting &&
            request.status !== PUBLIC_REQUEST_STATUS.draft;
          const state = step.outcome ?? (current ? 'current' : ended ? 'skipped' : 'pending');
          return (
            <Paper key={step.step} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {t('preq_step_title', {
                    step: step.step,
                    name: step.approver.name || step.approver.email,
                  })}
                </Text>
                <Badge color={STEP_COLORS[state]} variant="light" radius="sm" tt="none">
                  {t(`preq_step_${state}`)}
                </Badge>
              </Group>
              {step.decided_at && (
                <Text size="xs" c="dimmed" mt={4}>
                  {formatDateTime(i18n.language, step.decided_at)}
                </Text>
              )}
              {step.comment && (
                <Text size="sm" mt={6} style={{ overflowWrap: 'anywhere' }}>
                  {t('preq_step_comment', { comment: step.comment })}
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Survey(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const { survey } = props.request.form;
  if (!survey) return <Text c="dimmed">{t('preq_survey_none')}</Text>;
  if (!props.request.decided_at) return <Text c="dimmed">{t('preq_survey_after')}</Text>;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {survey.title}
        </Title>
        <Text>{t('preq_survey_intro')}</Text>
        <Button component={Link} to={`/survey/${survey.id}`}>
          {t('preq_survey_open')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /public-request/{id}/overall/{info|result|survey}: one request, three tabs. */
export function RequestOverallPage(props: { tab: Tab }) {
  const { t, i18n } = useFeatureTranslation(publicRequestMessages);
  const params = useParams();
  const navigate = useNavigate();
  const query = usePublicRequest(idOf(params.requestid));
  return (
    <PageContainer>
      <RequestQueryState query={query}>
        {(request) => (
          <Stack gap="lg" maw={860}>
            <Anchor component={Link} to={publicRequestPaths.requester} size="sm">
              {t('preq_back')}
            </Anchor>
            <div style={{ minWidth: 0 }}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {request.form_title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('preq_requested_by', {
                  name: request.requester.name || request.requester.email,
                })}
                {request.submitted_at
                  ? ` · ${t('preq_submitted_on', { date: formatDateTime(i18n.language, request.submitted_at) })}`
                  : ''}
              </Text>
              <Group gap="sm" mt="xs">
                <RequestStatusBadge status={request.status} />
                {request.status === PUBLIC_REQUEST_STATUS.waiting && (
                  <Text size="sm" c="dimmed">
                    {t('preq_step_of', { step: request.current_step, count: request.step_count })}
                  </Text>
                )}
              </Group>
            </div>
            <Tabs
              value={props.tab}
              onChange={(tab) =>
                tab && void navigate(publicRequestPaths.overall(request.id, tab as Tab))
              }
            >
              <Tabs.List>
                <Tabs.Tab value="info">{t('preq_tab_info')}</Tabs.Tab>
                <Tabs.Tab value="result">{t('preq_tab_result')}</Tabs.Tab>
                <Tabs.Tab value="survey">{t('preq_tab_survey')}</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            {props.tab === 'info' && <Info request={request} />}
            {props.tab === 'result' && <Result request={request} />}
            {props.tab === 'survey' && <Survey request={request} />}
          </Stack>
        )}
      </RequestQueryState>
    </PageContainer>
  );
}

export const RequestInfoPage = () => <RequestOverallPage tab="info" />;
export const RequestResultPage = () => <RequestOverallPage tab="result" />;
export const RequestSurveyPage = () => <RequestOverallPage tab="survey" />;
