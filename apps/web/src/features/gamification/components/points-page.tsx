import { useState } from 'react';
import {
  Alert,
  Badge,
  Group,
  Image,
  Pagination,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import type { LeaderboardPeriod, LeaderboardScope, MyChallenge } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { formatDateTime, useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  useLeaderboard,
  useMyChallenges,
  usePointHistory,
  usePointSummary,
  useSetPrivacy,
} from '../api/gamification-api';
import { gamificationMessages } from '../gamification-messages';
import { BoardTable } from './board-table';

const BASE = '/profile/point-gamification';
type Tab = 'points' | 'challenge' | 'leaderboard';

/** SPEC §2 /profile/point-gamification (root, challenge, leaderboard): one page, three tabs. */
export function PointsPage() {
  const { t } = useFeatureTranslation(gamificationMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const tab: Tab = location.pathname.includes('/challenge')
    ? 'challenge'
    : location.pathname.includes('/leaderboard')
      ? 'leaderboard'
      : 'points';
  const summary = usePointSummary();
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('gm_title')}</Title>
        {summary.data && !summary.data.enabled && (
          <Alert color="gray" variant="light">
            {t('gm_disabled')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          {(['week', 'month', 'all'] as const).map((period) => (
            <Paper key={period} withBorder radius="md" p="md" data-testid={`points-${period}`}>
              <Text size="sm" c="dimmed">
                {t(`gm_${period}`)}
              </Text>
              <Text fw={700} fz={{ base: 'xl', sm: '1.75rem' }}>
                {summary.data?.points[period] ?? '–'}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Tabs
          value={tab}
          onChange={(value) =>
            void navigate(value === 'points' || !value ? BASE : `${BASE}/${value}`)
          }
        >
          <Tabs.List>
            <Tabs.Tab value="points">{t('gm_tab_points')}</Tabs.Tab>
            <Tabs.Tab value="challenge">{t('gm_tab_challenge')}</Tabs.Tab>
            <Tabs.Tab value="leaderboard">{t('gm_tab_leaderboard')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {tab === 'points' && <History />}
        {tab === 'challenge' && <Challenges />}
        {tab === 'leaderboard' && <Board optOut={summary.data?.leaderboard_opt_out ?? false} />}
      </Stack>
    </PageContainer>
  );
}

function History() {
  const { t, i18n } = useFeatureTranslation(gamificationMessages);
  const language = useContentLanguage();
  const [page, setPage] = useState(1);
  const history = usePointHistory(page);
  if (history.error) return <Alert color="red">{errorMessage(t, history.error)}</Alert>;
  const data = history.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('gm_history')}
      </Title>
      {data && data.results.length === 0 && <Text c="dimmed">{t('gm_history_empty')}</Text>}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data?.results.map((event) => (
          <Paper key={event.id} component="li" withBorder radius="sm" px="md" py="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {t(`gm_action_${event.action}`)}
                  {event.title &&
                    ` · ${language === 'th' ? event.title.th || event.title.en : event.title.en}`}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(i18n.language, event.created_at)}
                </Text>
              </Stack>
              <Badge color="teal.9" variant="filled" size="lg" style={{ flexShrink: 0 }}>
                +{event.points}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      {data && data.total > data.page_size && (
        <Pagination
          total={Math.ceil(data.total / data.page_size)}
          value={page}
          onChange={setPage}
          size="sm"
        />
      )}
    </Stack>
  );
}

function ChallengeCard(props: { challenge: MyChallenge }) {
  const { t } = useFeatureTranslation(gamificationMessages);
  const language = useContentLanguage();
  const c = props.challenge;
  const title = language === 'th' ? c.title.th || c.title.en : c.title.en;
  const description = language === 'th' ? c.description.th || c.description.en : c.description.en;
  return (
    <Paper withBorder radius="md" p="md" data-testid="challenge">
      <Group wrap="nowrap" align="flex-start" gap="md">
        {c.badge_image ? (
          <Image
            src={c.badge_image}
            alt={t('gm_challenge_badge', { title })}
            w={56}
            h={56}
            fit="contain"
            style={{
              filter: c.completed ? undefined : 'grayscale(1)',
              opacity: c.completed ? 1 : 0.5,
            }}
          />
        ) : (
          <ThemeIcon
            size={56}
            radius="xl"
            color={c.completed ? 'yellow' : 'gray'}
            variant={c.completed ? 'filled' : 'light'}
            aria-label={t('gm_challenge_badge', { title })}
          >
            <Text fw={700} fz="xl" aria-hidden>
              ★
            </Text>
          </ThemeIcon>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={700}>{title}</Text>
            {c.completed && <Badge color="green.9">{t('gm_challenge_done')}</Badge>}
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          <Progress
            value={(c.progress / c.target) * 100}
            color={c.completed ? 'yellow' : 'blue'}
            aria-label={title}
          />
          <Text size="xs" c="dimmed">
            {t('gm_challenge_progress', { done: c.progress, target: c.target })} ·{' '}
            {t(`gm_period_${c.period}`)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function Challenges() {
  const { t } = useFeatureTranslation(gamificationMessages);
  const challenges = useMyChallenges();
  if (challenges.error) return <Alert color="red">{errorMessage(t, challenges.error)}</Alert>;
  if (challenges.data?.results.length === 0)
    return <Text c="dimmed">{t('gm_challenge_empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {challenges.data?.results.map((c) => (
        <ChallengeCard key={c.id} challenge={c} />
      ))}
    </SimpleGrid>
  );
}

function Board(props: { optOut: boolean }) {
  const { t } = useFeatureTranslation(gamificationMessages);
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [scope, setScope] = useState<LeaderboardScope>('all');
  const [groupId, setGroupId] = useState<string | null>(null);
  const board = useLeaderboard({
    period,
    scope,
    ...(scope === 'group' && groupId ? { group_id: Number(groupId) } : {}),
  });
  const privacy = useSetPrivacy();
  const data = board.data;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('gm_period')}
          </Text>
          <SegmentedControl
            value={period}
            onChange={setPeriod}
            data={[
              { value: 'week', label: t('gm_week') },
              { value: 'month', label: t('gm_month') },
              { value: 'all', label: t('gm_all') },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('gm_scope')}
          </Text>
          <SegmentedControl
            value={scope}
            onChange={setScope}
            data={[
              { value: 'all', label: t('gm_scope_all') },
              { value: 'department', label: t('gm_scope_department') },
              { value: 'group', label: t('gm_scope_group') },
            ]}
          />
        </Stack>
        {scope === 'group' && data && data.groups.length > 1 && (
          <Select
            label={t('gm_group')}
            value={groupId ?? String(data.groups[0]?.id ?? '')}
            onChange={setGroupId}
            data={data.groups.map((g) => ({ value: String(g.id), label: g.name }))}
            allowDeselect={false}
          />
        )}
      </Group>
      {scope === 'group' && data?.groups.length === 0 && (
        <Text c="dimmed">{t('gm_no_groups')}</Text>
      )}
      {board.error && <Alert color="red">{errorMessage(t, board.error)}</Alert>}
      {data && (
        <Text fw={600} data-testid="my-rank">
          {data.me.hidden
            ? t('gm_hidden')
            : data.me.rank === null
              ? t('gm_no_rank')
              : t('gm_my_rank', { rank: data.me.rank })}
        </Text>
      )}
      {data && <BoardTable rows={data.results} />}
      <Switch
        checked={!props.optOut}
        disabled={privacy.isPending}
        onChange={(event) => privacy.mutate(!event.currentTarget.checked)}
        label={t('gm_privacy')}
        description={t('gm_privacy_help')}
      />
    </Stack>
  );
}
