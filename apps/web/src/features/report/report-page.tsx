import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  REPORT_BREAKDOWNS,
  REPORT_ORDERINGS,
  defaultReportPeriod,
  isProgramKind,
  type ReportBreakdown,
  type ReportCounts,
  type ReportOrdering,
} from '@portal/shared';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { isApiError } from '@/api';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { dateLocale } from '@/components/learning/format';
import { translateKey } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
  PeriodInputs,
} from '@/features/dashboard/list';
import { kindLabel } from '@/features/content-admin/content';
import { useReportBreakdown, useReportSummary, type NumberedRow } from './api/get-report';
import { ReportCharts, formatDay } from './report-charts';
import { reportMessages } from './report-messages';
import { classReportMessages } from './class-report-messages';

const ORDER_LABELS: Record<ReportOrdering, string> = {
  '-enrolled': 'report_order_enrolled_desc',
  enrolled: 'report_order_enrolled_asc',
  '-completed': 'report_order_completed_desc',
  completed: 'report_order_completed_asc',
  '-active_learners': 'report_order_active_desc',
  active_learners: 'report_order_active_asc',
  '-activity': 'report_order_activity_desc',
  activity: 'report_order_activity_asc',
  name: 'report_order_name_asc',
  '-name': 'report_order_name_desc',
};
const BY_LABELS: Record<ReportBreakdown, string> = {
  content: 'report_by_content',
  kind: 'report_by_kind',
  category: 'report_by_category',
  department: 'report_by_department',
};
const COUNT_KEYS = ['enrolled', 'completed', 'active_learners', 'activity'] as const;
const COUNT_LABELS: Record<keyof ReportCounts, string> = {
  enrolled: 'report_enrolled',
  completed: 'report_completed',
  active_learners: 'report_active_learners',
  activity: 'report_activity',
};

/**
 * /dashboard/report: enrolments, completions and learner activity over the period of SPEC §9
 * (date_start and date_end in the URL, the last 30 days when absent), as totals, charts by
 * day or week, and a server-paged table by content, category or department.
 */
export function ReportPage() {
  const { t, i18n } = useFeatureTranslation(reportMessages);
  const phone = useMediaQuery('(max-width: 36em)');
  const { t: tc } = useFeatureTranslation(classReportMessages);
  useFeatureTranslation(dashboardListMessages);
  const language = i18n.language;
  const number = new Intl.NumberFormat(dateLocale(language));
  const list = useDashboardListParams('-enrolled');
  const fallback = defaultReportPeriod();
  const dateStart = list.filter('date_start');
  const dateEnd = list.filter('date_end');
  const period = { date_start: dateStart || undefined, date_end: dateEnd || undefined };
  const by = (REPORT_BREAKDOWNS as readonly string[]).includes(list.filter('by'))
    ? (list.filter('by') as ReportBreakdown)
    : 'content';
  const ordering = (REPORT_ORDERINGS as readonly string[]).includes(list.ordering)
    ? (list.ordering as ReportOrdering)
    : '-enrolled';
  const summary = useReportSummary(period);
  const breakdown = useReportBreakdown({
    ...period,
    by,
    page: list.page,
    search: list.search,
    ordering,
  });

  const error = summary.error;
  const forbidden = isApiError(error, 403);
  const periodError = isApiError(error, 400)
    ? translateKey(t, Object.values(error.errors)[0]?.[0] ?? error.code)
    : null;
  const data = summary.data;

  const columns: ListColumn<NumberedRow>[] = [
    {
      key: 'name',
      header: t(BY_LABELS[by]),
      minWidth: 220,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.name || (by === 'category' ? t('report_no_category') : t('report_no_department'))}
          </Text>
          {by === 'kind' && isProgramKind(row.key) && (
            <Anchor component={Link} to={`/report/program?kind=${row.key}`} size="xs">
              {t('program_report_title')}
            </Anchor>
          )}
          {row.kind && (
            <Text size="xs" c="dimmed">
              {kindLabel(row.kind, language)}
            </Text>
          )}
        </Stack>
      ),
    },
    ...COUNT_KEYS.map((key) => ({
      key,
      header: t(COUNT_LABELS[key]),
      nowrap: true,
      cell: (row: NumberedRow) => number.format(row[key]),
    })),
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={1}>{t('report_title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('report_intro')}
            </Text>
          </div>
          <Group gap="xs">
            <Button component={Link} to="/report/program" variant="light">
              {t('program_report_link')}
            </Button>
            <Button component={Link} to="/report/class" variant="light">
              {tc('class_report_link')}
            </Button>
          </Group>
        </Group>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PeriodInputs
            labels={{ start: t('report_date_start'), end: t('report_date_end') }}
            start={dateStart}
            end={dateEnd}
            fallback={{ start: fallback.date_start, end: fallback.date_end }}
            error={periodError}
            onChange={(field, value) => list.setFilter(field, value)}
          />
          {(dateStart || dateEnd) && (
            <Button variant="default" onClick={() => list.clearFilters(['date_start', 'date_end'])}>
              {t('report_period_reset')}
            </Button>
          )}
        </Group>
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('report_period_label', {
              from: formatDay(language, data.date_start, true),
              to: formatDay(language, data.date_end, true),
            })}
          </Text>
        )}
        {forbidden ? (
          <Alert color="red" variant="outline" role="alert">
            {t('report_forbidden')}
          </Alert>
        ) : error && !periodError ? (
          <Alert color="red" variant="outline" role="alert" title={t('report_load_failed')}>
            <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
              {t('dlist_retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <Skeleton height={320} radius="md" aria-label={t('report_title')} />
        ) : (
          <Stack gap="lg" aria-busy={summary.isFetching || undefined}>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
              {COUNT_KEYS.map((key) => (
                <Card key={key} withBorder radius="md" padding="md">
                  <Text size="sm" c="dimmed">
                    {t(COUNT_LABELS[key])}
                  </Text>
                  <Text fz={28} fw={700} data-testid={`total-${key}`}>
                    {number.format(data.totals[key])}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt={-8}>
              {t('report_activity_help')}
            </Text>
            <ReportCharts summary={data} />
          </Stack>
        )}
        {!forbidden && !periodError && (
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('report_breakdown')}
            </Title>
            {/* Four choices do not fit a phone's width side by side (in Thai above all): there
                they stack, the page never scrolls sideways. */}
            <SegmentedControl
              value={by}
              onChange={(value) => list.setFilter('by', value === 'content' ? '' : value)}
              data={REPORT_BREAKDOWNS.map((value) => ({ value, label: t(BY_LABELS[value]) }))}
              aria-label={t('report_breakdown')}
              orientation={phone ? 'vertical' : 'horizontal'}
              fullWidth={phone}
              style={phone ? undefined : { alignSelf: 'flex-start' }}
            />
            <ListToolbar
              search={list.search}
              onSearch={list.setSearch}
              searchDescription={t('report_search_help')}
              ordering={{
                value: ordering,
                options: REPORT_ORDERINGS.map((value) => ({
                  value,
                  label: t(ORDER_LABELS[value]),
                })),
                onChange: list.setOrdering,
              }}
            />
            <DashboardList
              label={`${t('report_breakdown')}: ${t(BY_LABELS[by])}`}
              query={breakdown}
              columns={columns}
              rowKey={(row) => row.row_no}
              page={list.page}
              onPage={list.setPage}
              emptyTitle={t('report_empty')}
              emptyDescription={t('report_empty_help')}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
