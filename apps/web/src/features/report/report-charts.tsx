import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Accordion, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReportSummary } from '@portal/shared';
import { dateLocale } from '@/components/learning/format';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { reportMessages } from './report-messages';

/** A YYYY-MM-DD day in the language ('3 Mar' / '3 มี.ค.'), with the year when asked. */
export function formatDay(language: string, day: string, withYear = false): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The period's series as two charts (enrolments and completions; learner activity) and, for
 * screen readers and exact figures, the same numbers as a table under a disclosure.
 */
export function ReportCharts(props: { summary: ReportSummary }) {
  const { t, i18n } = useFeatureTranslation(reportMessages);
  const { summary } = props;
  const language = i18n.language;
  const number = new Intl.NumberFormat(dateLocale(language));
  const data = summary.series.map((point) => ({
    ...point,
    label: formatDay(language, point.date),
  }));
  const interval = summary.interval === 'week' ? t('report_by_week') : t('report_by_day');
  const chartProps = {
    h: 260,
    data,
    dataKey: 'label',
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    valueFormatter: (value: number) => number.format(value),
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
    xAxisProps: { minTickGap: 16 },
    yAxisProps: { allowDecimals: false, width: 40 },
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4">
            {t('report_chart_progress')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {interval}
          </Text>
          <LineChart
            {...chartProps}
            aria-label={t('report_chart_progress')}
            curveType="linear"
            withDots={data.length <= 14}
            series={[
              { name: 'enrolled', label: t('report_enrolled'), color: 'blue.7' },
              { name: 'completed', label: t('report_completed'), color: 'teal.7' },
            ]}
          />
        </Card>
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4">
            {t('report_chart_activity')}
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            {interval}
          </Text>
          <BarChart
            {...chartProps}
            aria-label={t('report_chart_activity')}
            maxBarWidth={24}
            series={[
              { name: 'activity', label: t('report_activity'), color: 'grape.6' },
              { name: 'active_learners', label: t('report_active_learners'), color: 'orange.7' },
            ]}
          />
        </Card>
      </SimpleGrid>
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="table">
          <Accordion.Control>{t('report_daily_table')}</Accordion.Control>
          <Accordion.Panel>
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs" aria-label={t('report_daily_table')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      {summary.interval === 'week' ? t('report_col_week') : t('report_col_date')}
                    </Table.Th>
                    <Table.Th ta="right">{t('report_enrolled')}</Table.Th>
                    <Table.Th ta="right">{t('report_completed')}</Table.Th>
                    <Table.Th ta="right">{t('report_active_learners')}</Table.Th>
                    <Table.Th ta="right">{t('report_activity')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.series.map((point) => (
                    <Table.Tr key={point.date}>
                      <Table.Td>{formatDay(language, point.date, true)}</Table.Td>
                      <Table.Td ta="right">{number.format(point.enrolled)}</Table.Td>
                      <Table.Td ta="right">{number.format(point.completed)}</Table.Td>
                      <Table.Td ta="right">{number.format(point.active_learners)}</Table.Td>
                      <Table.Td ta="right">{number.format(point.activity)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
