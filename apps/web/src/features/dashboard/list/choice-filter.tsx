import { Button, Checkbox, Input, NativeSelect, Popover, Stack } from '@mantine/core';
import { useId } from 'react';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { dashboardListMessages } from './dashboard-list-messages';

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A filter of several values with 'Select all' (SPEC §3 filter option `select_all`): a button
 * saying what is chosen opens a list of check boxes. An empty choice means all.
 */
export function MultiChoiceFilter(props: {
  label: string;
  name: string;
  options: ChoiceOption[];
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useFeatureTranslation(dashboardListMessages);
  const id = useId();
  const all = props.options.map((o) => o.value);
  const chosen = props.value.filter((v) => all.includes(v));
  const everything = chosen.length === 0 || chosen.length === all.length;
  const summary = everything
    ? t('dlist_filter_all')
    : chosen.length === 1
      ? (props.options.find((o) => o.value === chosen[0])?.label ?? '')
      : t('dlist_filter_some', { count: chosen.length });
  const isChecked = (value: string) => everything || chosen.includes(value);

  const handleToggle = (value: string, checked: boolean) => {
    const current = everything ? all : chosen;
    props.onChange(checked ? [...current, value] : current.filter((v) => v !== value));
  };

  return (
    <Input.Wrapper label={props.label} id={id} style={{ flex: '1 1 180px', minWidth: 160 }}>
      <Popover position="bottom-start" shadow="md" width={260} trapFocus>
        <Popover.Target>
          <Button
            id={id}
            variant="default"
            fullWidth
            justify="space-between"
            name={props.name}
            aria-label={`${props.label}: ${summary}`}
            styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          >
            {summary}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack
            gap="xs"
            mah={300}
            style={{ overflowY: 'auto' }}
            role="group"
            aria-label={props.label}
          >
            <Checkbox
              label={t('dlist_select_all')}
              checked={everything}
              indeterminate={false}
              onChange={() => props.onChange([])}
            />
            {props.options.map((option) => (
              <Checkbox
                key={option.value}
                label={option.label}
                checked={isChecked(option.value)}
                onChange={(event) => handleToggle(option.value, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}

/** A filter of one value with 'All' first (empty value). */
export function SingleChoiceFilter(props: {
  label: string;
  name: string;
  options: ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useFeatureTranslation(dashboardListMessages);
  const data = [{ value: '', label: t('dlist_filter_all') }, ...props.options];
  if (props.value && !data.some((o) => o.value === props.value))
    data.push({ value: props.value, label: props.value });
  return (
    <NativeSelect
      label={props.label}
      name={props.name}
      value={props.value}
      data={data}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      style={{ flex: '1 1 160px', minWidth: 140 }}
    />
  );
}
