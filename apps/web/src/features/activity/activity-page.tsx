import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isCompletedStatus, type ActivityDetail, type ActivityItemView } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { useProfile } from '@/core/session';
import { CardsSkeleton, DetailError, EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { activityMessages } from './activity-messages';
import { useActivity, useCheckItem } from './api';

const TABS = ['info', 'checklist', 'approval'] as const;
type ActivityTab = (typeof TABS)[number];

const STATUS_COLOR = {
  done: 'teal',
  approved: 'teal',
  pending: 'yellow',
  rejected: 'red',
} as const;

function StatusBadge(props: { item: ActivityItemView }) {
  const { t } = useFeatureTranslation(activityMessages);
  const status = props.item.check?.status;
  return (
    <Badge
      variant="light"
      color={status ? STATUS_COLOR[status] : 'gray'}
      data-testid="item-status"
      style={{ flexShrink: 0, maxWidth: 'none' }}
    >
      {t(`act_status_${status ?? 'todo'}`)}
    </Badge>
  );
}

function Comment(props: { item: ActivityItemView }) {
  const { t } = useFeatureTranslation(activityMessages);
  const check = props.item.check;
  if (!check?.comment) return null;
  return (
    <Text size="sm" c={check.status === 'rejected' ? 'red.8' : 'dimmed'}>
      {check.decided_by
        ? t('act_comment', { name: check.decided_by, comment: check.comment })
        : t('act_comment_anonymous', { comment: check.comment })}
    </Text>
  );
}

/** One checklist item: its state, and the learner's tick (with a note when it needs approval). */
function ChecklistItem(props: {
  activity: ActivityDetail;
  item: ActivityItemView;
  canTick: boolean;
}) {
  const { t } = useFeatureTranslation(activityMessages);
  const { item } = props;
  const check = useCheckItem(props.activity.id);
  const [note, setNote] = useState('');
  const open = props.canTick && (item.check === null || item.check.status === 'rejected');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Text>
            {item.desc && (
              <Text size="sm" c="dimmed">
                {item.desc}
              </Text>
            )}
          </Stack>
          <StatusBadge item={item} />
        </Group>
        {item.needs_approval && (
          <Text size="xs" c="dimmed">
            {t('act_needs_approval')}
          </Text>
        )}
        <Comment item={item} />
        {open && (
          <Stack gap="xs">
            {item.needs_approval && (
              <Textarea
                label={t('act_note')}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
                autosize
                minRows={1}
                maxLength={2000}
              />
            )}
            {check.error && (
              <Alert color="red" variant="outline" role="alert">
                {errorMessage(t, check.error)}
              </Alert>
            )}
            <div>
              <Button
                onClick={() => check.mutate({ itemId: item.id, note })}
                loading={check.isPending}
                w={{ base: '100%', xs: 'auto' }}
              >
                {!item.needs_approval
                  ? t('act_mark_done')
                  : item.check?.status === 'rejected'
                    ? t('act_ask_again')
                    : t('act_ask_approval')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Checklist(props: { activity: ActivityDetail; items: ActivityItemView[]; empty: string }) {
  const { t } = useFeatureTranslation(activityMessages);
  const user = useProfile();
  const completed = isCompletedStatus(props.activity.learning_result?.status);
  if (props.items.length === 0) return <EmptyPanel title={props.empty} />;
  return (
    <Stack gap="sm">
      {!user && <Alert variant="light">{t('act_sign_in')}</Alert>}
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {props.items.map((item) => (
          <ChecklistItem
            key={item.id}
            activity={props.activity}
            item={item}
            canTick={Boolean(user) && !completed}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** /activity/{activityid}[/checklist|/approval] (SPEC §2): info, checklist and approval tabs. */
export function ActivityPage() {
  const { t } = useFeatureTranslation(activityMessages);
  const id = Number(useParams().activityid);
  const location = useLocation();
  const navigate = useNavigate();
  const query = useActivity(id);
  const last = location.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tab: ActivityTab = TABS.find((name) => name === last) ?? 'info';
  if (query.isPending && id > 0)
    return (
      <PageContainer>
        <CardsSkeleton count={1} />
      </PageContainer>
    );
  if (!query.data)
    return (
      <PageContainer>
        <DetailError error={query.error} />
      </PageContainer>
    );
  const activity = query.data;
  const completed = isCompletedStatus(activity.learning_result?.status);
  const percent = activity.item_count === 0 ? 0 : (activity.done_count * 100) / activity.item_count;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('act_label')}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {activity.title}
          </Title>
          <Text fw={500} data-testid="activity-progress">
            {t('act_progress', { done: activity.done_count, total: activity.item_count })}
          </Text>
          <Progress value={percent} color={completed ? 'teal' : 'blue'} aria-hidden />
          {completed && (
            <Alert color="teal" variant="light" role="status">
              {t('act_completed')}
            </Alert>
          )}
        </Stack>
        <Tabs
          value={tab}
          onChange={(value) =>
            value &&
            void navigate(value === 'info' ? `/activity/${id}` : `/activity/${id}/${value}`)
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('act_tabs')}>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`act_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="info" pt="lg">
            <Text style={{ whiteSpace: 'pre-line' }}>
              {activity.desc || t('act_no_description')}
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="checklist" pt="lg">
            <Checklist
              activity={activity}
              items={activity.item_list}
              empty={t('act_no_approval_items')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="approval" pt="lg">
            <Checklist
              activity={activity}
              items={activity.item_list.filter((item) => item.needs_approval)}
              empty={t('act_no_approval_items')}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
