import type { ReactNode } from 'react';
import { DateField } from '@/components/date-field';

type PeriodField = 'date_start' | 'date_end';

/**
 * The two day inputs of a filter period (SPEC §9 date_start/date_end): empty values show the
 * default period, the end cannot be before the start, and the server's refusal shows under the end.
 */
export function PeriodInputs(props: {
  labels: { start: string; end: string };
  start: string;
  end: string;
  fallback: { start: string; end: string };
  error?: ReactNode;
  onChange: (field: PeriodField, value: string) => void;
}) {
  const { labels, start, end, fallback } = props;
  return (
    <>
      <DateField
        label={labels.start}
        name="date_start"
        value={start || fallback.start}
        max={end || fallback.end}
        onChange={(value) => props.onChange('date_start', value)}
        style={{ flex: '0 1 170px' }}
      />
      <DateField
        label={labels.end}
        name="date_end"
        value={end || fallback.end}
        min={start || undefined}
        error={props.error}
        onChange={(value) => props.onChange('date_end', value)}
        style={{ flex: '0 1 170px' }}
      />
    </>
  );
}
