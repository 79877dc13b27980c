import {
  Alert,
  Anchor,
  Group,
  NativeSelect,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  PROGRAM_KINDS,
  PROGRAM_REPORT_GROUPS,
  PROGRAM_REPORT_ORDERINGS,
  type ProgramKind,
  type ProgramReportGroup,
  type ProgramReportOrdering,
} from '@portal/shared';
import { isApiError } from '@/api';
import { ListToolbar } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { dateLocale } from '@/components/learning/format';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  knownOrdering,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { kindLabel } from '@/features/content-admin/content';
import { programReportQuery, useProgramReport, type NumberedProgramRow } from './api/get-report';
import { ProgramReportChart } from './program-report-chart';
import { reportMessages } from './report-messages';

const ORDER_LABELS: Record<ProgramReportOrdering, string> = {
  '-enrolled': 'program_order_enrolled_desc',
  enrolled: 'program_order_enrolled_asc',
  '-in_progress': 'program_order_in_progress_desc',
  in_progress: 'program_order_in_progress_asc',
  '-completed': 'program_order_completed_desc',
  completed: 'program_order_completed_asc',
  '-overdue': 'program_order_overdue_desc',
  overdue: 'program_order_overdue_asc',
  name: 'report_order_name_asc',
  '-name': 'report_order_name_desc',
};
const GROUP_LABELS: Record<ProgramReportGroup, string> = {
  program: 'program_report_by_program',
  kind: 'program_report_by_kind',
};
const COUNTS = [
  ['enrolled', 'program_report_enrolled'],
  ['in_progress', 'program_report_in_progress'],
  ['completed', 'program_report_completed'],
  ['overdue', 'program_report_overdue'],
] as const;

/** Completed and in progress as parts of the enrolled learners, as one bar. */
function ShareBar(props: { row: NumberedProgramRow; label: string }) {
  const { row } = props;
  if (row.enrolled === 0) return null;
  const part = (n: number) => (n / row.enrolled) * 100;
  return (
    <Progress.Root size="sm" w={160} aria-label={props.label}>
      <Progress.Section value={part(row.completed)} color="teal" />
      <Progress.Section value={part(row.in_progress)} color="blue.4" />
    </Progress.Root>
  );
}

/**
 * /dashboard/report/program: every learning path, learning program and onboarding program (or
 * every program type) with its learners enrolled, in progress, completed and overdue now,
 * server-paged, searchable, ordered by any count, and exported to Excel as shown.
 */
export function ProgramReportPage() {
  const { t, i18n } = useFeatureTranslation(reportMessages);
  useFeatureTranslation(dashboardListMessages);
  const language = i18n.language;
  const number = new Intl.NumberFormat(dateLocale(language));
  const list = useDashboardListParams('-enrolled');
  const by: ProgramReportGroup = (PROGRAM_REPORT_GROUPS as readonly string[]).includes(
    list.filter('by'),
  )
    ? (list.filter('by') as ProgramReportGroup)
    : 'program';
  const kind = (PROGRAM_KINDS as readonly string[]).includes(list.filter('kind'))
    ? (list.filter('kind') as ProgramKind)
    : undefined;
  const ordering = knownOrdering(list.ordering, PROGRAM_REPORT_ORDERINGS, '-enrolled');
  const query = {
    by,
    kind: by === 'program' ? kind : undefined,
    page: list.page,
    search: list.search,
    ordering,
  };
  const report = useProgramReport(query);
  const forbidden = isApiError(report.error, 403);

  const columns: ListColumn<NumberedProgramRow>[] = [
    {
      key: 'name',
      header: t(by === 'kind' ? 'program_report_kind' : 'program_report_program'),
      minWidth: 240,
      cell: (row) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {row.name}
          </Text>
          {by === 'program' && (
            <Text size="xs" c="dimmed">
              {kindLabel(row.kind, language)} · {row.code}
            </Text>
          )}
          <ShareBar
            row={row}
            label={`${t('program_report_completed')} ${number.format(row.completed)}, ${t(
              'program_report_in_progress',
            )} ${number.format(row.in_progress)}`}
          />
        </Stack>
      ),
    },
    ...COUNTS.map(([key, label]) => ({
      key,
      header: t(label),
      nowrap: true,
      cell: (row: NumberedProgramRow) =>
        key === 'overdue' && row.overdue > 0 ? (
          <Text size="sm" fw={700} c="red.8">
            {number.format(row.overdue)}
          </Text>
        ) : (
          number.format(row[key])
        ),
    })),
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/report" size="sm">
            {t('program_report_back')}
          </Anchor>
          <Title order={1} mt={4}>
            {t('program_report_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('program_report_intro')}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('program_report_overdue_help')}
          </Text>
        </div>
        {forbidden ? (
          <Alert color="red" variant="outline" role="alert">
            {t('report_forbidden')}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <SegmentedControl
                value={by}
                onChange={(value) => list.setFilter('by', value === 'program' ? '' : value)}
                data={PROGRAM_REPORT_GROUPS.map((value) => ({
                  value,
                  label: t(GROUP_LABELS[value]),
                }))}
                aria-label={t('program_report_title')}
              />
              {by === 'program' && (
                <NativeSelect
                  label={t('program_report_kind')}
                  value={kind ?? ''}
                  onChange={(event) => list.setFilter('kind', event.currentTarget.value)}
                  data={[
                    { value: '', label: t('program_report_all_kinds') },
                    ...PROGRAM_KINDS.map((value) => ({
                      value,
                      label: kindLabel(value, language),
                    })),
                  ]}
                />
              )}
            </Group>
            <ListToolbar
              search={list.search}
              onSearch={list.setSearch}
              searchDescription={t('program_report_search_help')}
              ordering={{
                value: ordering,
                options: PROGRAM_REPORT_ORDERINGS.map((value) => ({
                  value,
                  label: t(ORDER_LABELS[value]),
                })),
                onChange: list.setOrdering,
              }}
            />
            {report.data && report.data.results.length > 0 && (
              <ProgramReportChart rows={report.data.results} title={t('program_chart_title')} />
            )}
            <DashboardList
              label={`${t('program_report_title')}: ${t(GROUP_LABELS[by])}`}
              query={report}
              columns={columns}
              rowKey={(row) => row.row_no}
              page={list.page}
              onPage={list.setPage}
              emptyTitle={t('program_report_empty')}
              emptyDescription={t('program_report_empty_help')}
              exportTo={{
                path: 'dashboard/report/program/export',
                query: programReportQuery(query),
                filename: 'program-report.xlsx',
              }}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
