import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { LeaderboardPeriod } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { StatusBadge, formatDate, useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { BoardTable } from '@/features/gamification';
import {
  useMemberResults,
  useTeamLeaderboard,
  useTeamMember,
  useTeamMembers,
  useTeamSummary,
} from '../api/team-api';
import { teamMessages } from '../team-messages';
import { AssignDialog } from './assign-dialog';

function Stat(props: { label: string; value: number | undefined; tone?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} fz="1.5rem" c={props.tone}>
        {props.value ?? '–'}
      </Text>
    </Paper>
  );
}

/** /team-dashboard: my team's figures and members, overdue first; export; assign. */
export function TeamPage() {
  const { t } = useFeatureTranslation(teamMessages);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState(false);
  const summary = useTeamSummary();
  const members = useTeamMembers(page, search);
  const failed = summary.error ?? members.error;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t('team_title')}</Title>
          <Group gap="xs" wrap="wrap">
            <Button component={Link} to="/team-dashboard/leaderboard" variant="default">
              {t('team_leaderboard')}
            </Button>
            <Button component={Link} to="/team-dashboard/competency" variant="default">
              {t('team_competency')}
            </Button>
            <Button component="a" href="/api/team-dashboard/export/" variant="default" download>
              {t('team_export')}
            </Button>
            <Button onClick={() => setAssigning(true)} disabled={!members.data?.total}>
              {t('team_assign')}
            </Button>
          </Group>
        </Group>
        {failed && <Alert color="red">{errorMessage(t, failed)}</Alert>}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat testId="team-members" label={t('team_members')} value={summary.data?.members} />
          <Stat
            testId="team-overdue"
            label={t('team_overdue')}
            value={summary.data?.overdue}
            tone={summary.data?.overdue ? 'red.9' : undefined}
          />
          <Stat
            testId="team-completed"
            label={t('team_completed_month')}
            value={summary.data?.completed_this_month}
          />
          <Stat
            testId="team-certificates"
            label={t('team_certificates')}
            value={summary.data?.certificates}
          />
        </SimpleGrid>
        <TextInput
          label={t('team_search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={360}
        />
        {members.data?.total === 0 && !search && <Text c="dimmed">{t('team_empty')}</Text>}
        {members.data && members.data.results.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover data-testid="team-members-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('team_col_name')}</Table.Th>
                  <Table.Th ta="right">{t('team_col_overdue')}</Table.Th>
                  <Table.Th ta="right">{t('team_col_assigned')}</Table.Th>
                  <Table.Th ta="right">{t('team_col_enrolled')}</Table.Th>
                  <Table.Th ta="right">{t('team_col_completed')}</Table.Th>
                  <Table.Th ta="right">{t('team_col_points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.data.results.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/team-dashboard/user/${m.id}`} fw={600}>
                        {m.name || m.email}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {[m.position, m.department].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {m.overdue > 0 ? (
                        <Badge color="red.9" variant="filled">
                          {m.overdue}
                        </Badge>
                      ) : (
                        0
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{m.assigned}</Table.Td>
                    <Table.Td ta="right">{m.enrolled}</Table.Td>
                    <Table.Td ta="right">
                      {m.completed}
                      {m.completed_this_month > 0 && (
                        <Text span size="xs" c="teal.9">
                          {' '}
                          (+{m.completed_this_month})
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{m.points_month}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {members.data && members.data.total > members.data.page_size && (
          <Pagination
            total={Math.ceil(members.data.total / members.data.page_size)}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </Stack>
      {assigning && <AssignDialog onClose={() => setAssigning(false)} />}
    </PageContainer>
  );
}

/** /team-dashboard/leaderboard: the team ranked by points, ties equal. */
export function TeamLeaderboardPage() {
  const { t } = useFeatureTranslation(teamMessages);
  const [period, setPeriod] = useState<LeaderboardPeriod>('month');
  const board = useTeamLeaderboard(period);
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Anchor component={Link} to="/team-dashboard" size="sm">
          ← {t('team_back')}
        </Anchor>
        <Title order={1}>{t('team_leaderboard')}</Title>
        <SegmentedControl
          value={period}
          onChange={setPeriod}
          data={[
            { value: 'week', label: t('team_period_week') },
            { value: 'month', label: t('team_period_month') },
            { value: 'all', label: t('team_period_all') },
          ]}
        />
        {board.error && <Alert color="red">{errorMessage(t, board.error)}</Alert>}
        {board.data && <BoardTable rows={board.data.results} />}
      </Stack>
    </PageContainer>
  );
}

/** /team-dashboard/user/{userid}[/{contenttypeid}]: a member's learning, read-only. */
export function TeamMemberPage() {
  const { t, i18n } = useFeatureTranslation(teamMessages);
  const language = useContentLanguage();
  const params = useParams();
  const userId = Number(params.userid);
  const contentType = params.contenttypeid;
  const [history, setHistory] = useState(false);
  const [page, setPage] = useState(1);
  const member = useTeamMember(userId);
  const results = useMemberResults(userId, { page, history, content_type: contentType });
  const failed = member.error ?? results.error;
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Anchor component={Link} to="/team-dashboard" size="sm">
          ← {t('team_back')}
        </Anchor>
        {failed && <Alert color="red">{errorMessage(t, failed)}</Alert>}
        {member.data && (
          <Stack gap={2}>
            <Title order={1}>{member.data.name || member.data.email}</Title>
            <Text c="dimmed">
              {[member.data.position, member.data.department, member.data.email]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        )}
        <Tabs
          value={history ? 'history' : 'progress'}
          onChange={(v) => {
            setHistory(v === 'history');
            setPage(1);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="progress">{t('team_member_in_progress')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('team_member_history')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {results.data?.results.length === 0 && <Text c="dimmed">{t('team_results_empty')}</Text>}
        <Stack gap="xs" data-testid="member-results">
          {results.data?.results.map((r) => (
            <Paper key={r.id} withBorder radius="md" p="md">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600}>{language === 'th' ? r.title.th || r.title.en : r.title.en}</Text>
                  <Group gap={6}>
                    {r.overdue && <Badge color="red.9">{t('team_result_overdue')}</Badge>}
                    <StatusBadge status={r.status} size="sm" />
                  </Group>
                </Group>
                {!history && (
                  <Progress
                    value={r.percent}
                    aria-label={t('team_result_percent', { percent: r.percent })}
                  />
                )}
                <Text size="xs" c={r.overdue ? 'red.9' : 'dimmed'}>
                  {r.completed_at
                    ? t('team_result_completed', {
                        date: formatDate(i18n.language, r.completed_at),
                      })
                    : [
                        t('team_result_percent', { percent: r.percent }),
                        r.deadline &&
                          t('team_result_deadline', {
                            date: formatDate(i18n.language, r.deadline),
                          }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {results.data && results.data.total > results.data.page_size && (
          <Pagination
            total={Math.ceil(results.data.total / results.data.page_size)}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </Stack>
    </PageContainer>
  );
}
