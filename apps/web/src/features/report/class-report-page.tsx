import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ClassReportRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { dateLocale } from '@/components/learning/format';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { classReportMessages } from './class-report-messages';

interface ClassReportParams {
  page: number;
  search?: string;
  past?: 'true' | 'false';
}

const queryOf = (params: ClassReportParams) => ({
  ...params,
  search: params.search || undefined,
  past: params.past || undefined,
});

function useClassReport(params: ClassReportParams) {
  return useQuery({
    queryKey: ['report', 'class', params],
    queryFn: ({ signal }) =>
      api.get<Paged<ClassReportRow>>('dashboard/report/class', {
        query: queryOf(params),
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The page's classes as bars: attendance rate and seat fill, in percent. */
function ClassReportChart(props: { rows: ClassReportRow[] }) {
  const { t } = useFeatureTranslation(classReportMessages);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const data = props.rows
    .filter((row) => row.attendance_rate !== null || row.seat_fill !== null)
    .map((row) => ({
      name:
        Array.from(row.title).length > (phone ? 12 : 24)
          ? `${Array.from(row.title)
              .slice(0, phone ? 11 : 23)
              .join('')}…`
          : row.title,
      attendance: row.attendance_rate ?? 0,
      fill: row.seat_fill ?? 0,
    }));
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4">
        {t('class_report_chart_title')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('class_report_chart_help')}
      </Text>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('class_report_chart_empty')}
        </Text>
      ) : (
        <BarChart
          h={Math.min(80 + data.length * 48, 560)}
          data={data}
          dataKey="name"
          orientation="vertical"
          aria-label={t('class_report_chart_title')}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          valueFormatter={(value: number) => `${value}%`}
          gridAxis="x"
          maxBarWidth={16}
          xAxisProps={{ domain: [0, 100], allowDecimals: false }}
          yAxisProps={{ width: phone ? 96 : 190 }}
          series={[
            { name: 'attendance', label: t('class_report_rate'), color: 'teal.7' },
            { name: 'fill', label: t('class_report_fill'), color: 'blue.6' },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * /dashboard/report/class: per class the seats, enrolments, waiting list, seat fill, sessions
 * held, attendance rate, no-shows and completions; server-paged, searchable, exported to Excel.
 */
export function ClassReportPage() {
  const { t, i18n } = useFeatureTranslation(classReportMessages);
  useFeatureTranslation(dashboardListMessages);
  const number = new Intl.NumberFormat(dateLocale(i18n.language));
  const list = useDashboardListParams('');
  const pastFilter = list.filter('past');
  const past = pastFilter === 'true' || pastFilter === 'false' ? pastFilter : undefined;
  const params: ClassReportParams = { page: list.page, search: list.search, past };
  const report = useClassReport(params);
  const percent = (value: number | null) => (value === null ? '—' : `${number.format(value)}%`);
  const columns: ListColumn<ClassReportRow>[] = [
    {
      key: 'title',
      header: t('class_report_class'),
      minWidth: 220,
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {row.code}
            {row.datetime_start &&
              ` · ${t('class_report_starts', {
                when: new Date(row.datetime_start).toLocaleDateString(dateLocale(i18n.language)),
              })}`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'capacity',
      header: t('class_report_seats'),
      nowrap: true,
      cell: (row) =>
        row.capacity === null ? t('class_report_unlimited') : number.format(row.capacity),
    },
    {
      key: 'enrolled',
      header: t('class_report_enrolled'),
      nowrap: true,
      cell: (row) => number.format(row.enrolled),
    },
    {
      key: 'waiting',
      header: t('class_report_waiting'),
      nowrap: true,
      cell: (row) => number.format(row.waiting),
    },
    {
      key: 'fill',
      header: t('class_report_fill'),
      nowrap: true,
      cell: (row) => percent(row.seat_fill),
    },
    {
      key: 'held',
      header: t('class_report_held'),
      nowrap: true,
      cell: (row) => number.format(row.sessions_held),
    },
    {
      key: 'rate',
      header: t('class_report_rate'),
      nowrap: true,
      cell: (row) => percent(row.attendance_rate),
    },
    {
      key: 'no_shows',
      header: t('class_report_no_shows'),
      nowrap: true,
      cell: (row) =>
        row.no_shows > 0 ? (
          <Text size="sm" fw={700} c="red.8">
            {number.format(row.no_shows)}
          </Text>
        ) : (
          '0'
        ),
    },
    {
      key: 'completed',
      header: t('class_report_completed'),
      nowrap: true,
      cell: (row) => number.format(row.completed),
    },
  ];
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/report" size="sm">
            {t('class_report_back')}
          </Anchor>
          <Title order={1} mt={4}>
            {t('class_report_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('class_report_intro')}
          </Text>
        </div>
        <SegmentedControl
          value={past ?? ''}
          onChange={(value) => list.setFilter('past', value)}
          data={[
            { value: '', label: t('class_report_all') },
            { value: 'false', label: t('class_report_upcoming') },
            { value: 'true', label: t('class_report_past') },
          ]}
          aria-label={t('class_report_title')}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('class_report_search_help')}
        />
        {report.data && report.data.results.length > 0 && (
          <ClassReportChart rows={report.data.results} />
        )}
        <DashboardList
          label={t('class_report_title')}
          query={report}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          forbidden={t('class_report_forbidden')}
          emptyTitle={t('class_report_empty')}
          emptyDescription={t('class_report_empty_help')}
          exportTo={{
            path: 'dashboard/report/class/export',
            query: queryOf(params),
            filename: 'class-report.xlsx',
          }}
        />
      </Stack>
    </PageContainer>
  );
}
