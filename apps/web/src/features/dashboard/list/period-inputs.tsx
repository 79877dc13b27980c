import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';

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
      <TextInput
        type="date"
        label={labels.start}
        name="date_start"
        value={start || fallback.start}
        max={end || fallback.end}
        onChange={(event) => props.onChange('date_start', event.currentTarget.value)}
        style={{ flex: '0 1 170px' }}
      />
      <TextInput
        type="date"
        label={labels.end}
        name="date_end"
        value={end || fallback.end}
        min={start || undefined}
        error={props.error}
        onChange={(event) => props.onChange('date_end', event.currentTarget.value)}
        style={{ flex: '0 1 170px' }}
      />
    </>
  );
}
