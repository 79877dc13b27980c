import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { dateLocale } from '@/components/learning/format';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { NumberedProgramRow } from './api/get-report';
import { reportMessages } from './report-messages';

/** How many of a row's enrolled learners are in each state: the chart's stacked parts. */
export function programShares(row: NumberedProgramRow) {
  return {
    completed: row.completed,
    in_progress: row.in_progress,
    not_started: Math.max(0, row.enrolled - row.completed - row.in_progress),
  };
}

/**
 * The page's programs (or program types) as one horizontal bar each, split into completed, in
 * progress and not started, in the table's order; the exact figures stay in the table under it.
 * Rows nobody is enrolled in are left out of the chart (a row of nothing), and with none left the
 * chart says so rather than drawing empty axes.
 */
export function ProgramReportChart(props: { rows: NumberedProgramRow[]; title: string }) {
  const { t, i18n } = useFeatureTranslation(reportMessages);
  const number = new Intl.NumberFormat(dateLocale(i18n.language));
  // A phone keeps most of its width for the bars: a narrower axis of shorter names.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const axis = phone ? { width: 96, chars: 12 } : { width: 190, chars: 24 };
  const data = props.rows
    .filter((row) => row.enrolled > 0)
    .map((row) => ({ name: row.name, ...programShares(row) }));
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {t('program_chart_help')}
      </Text>
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('program_chart_empty')}
        </Text>
      ) : (
        <BarChart
          h={Math.min(60 + data.length * 36, 520)}
          data={data}
          dataKey="name"
          type="stacked"
          orientation="vertical"
          aria-label={props.title}
          withLegend
          legendProps={{ verticalAlign: 'bottom', height: 40 }}
          valueFormatter={(value: number) => number.format(value)}
          gridAxis="x"
          tickLine="x"
          maxBarWidth={22}
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{
            width: axis.width,
            tickFormatter: (value: string) => shorten(value, axis.chars),
          }}
          series={[
            { name: 'completed', label: t('program_report_completed'), color: 'teal.7' },
            { name: 'in_progress', label: t('program_report_in_progress'), color: 'blue.6' },
            { name: 'not_started', label: t('program_report_not_started'), color: 'gray.5' },
          ]}
        />
      )}
    </Card>
  );
}

/** A long program name cut for the axis (the table beneath shows it whole). */
function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
