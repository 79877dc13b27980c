import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { ListToolbar } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { SingleChoiceFilter, type ChoiceOption } from './choice-filter';
import { dashboardListMessages } from './dashboard-list-messages';
import type { DashboardListParams } from './list-url';

/** A one-value filter of a dashboard list, kept in the URL param `name`. */
export interface ListFilter {
  name: string;
  label: string;
  options: ChoiceOption[];
}

/**
 * The controls above a dashboard list, bound to its URL state: search, ordering, one-value
 * filters and, when `clearable`, 'Clear filters' once any of them is set. Other controls
 * (several-value filters, periods) come in as children after the filters.
 */
export function DashboardListToolbar(props: {
  list: DashboardListParams;
  searchDescription: string;
  ordering?: { value: string; options: ChoiceOption[] };
  filters?: ListFilter[];
  clearable?: boolean;
  /** URL params of the filters among `children`, cleared by 'Clear filters' too. */
  childFilterNames?: string[];
  children?: ReactNode;
}) {
  const { t } = useFeatureTranslation(dashboardListMessages);
  const { list } = props;
  const filters = props.filters ?? [];
  const names = [...filters.map((filter) => filter.name), ...(props.childFilterNames ?? [])];
  return (
    <ListToolbar
      search={list.search}
      onSearch={list.setSearch}
      searchDescription={props.searchDescription}
      ordering={props.ordering && { ...props.ordering, onChange: list.setOrdering }}
    >
      {filters.map((filter) => (
        <SingleChoiceFilter
          key={filter.name}
          label={filter.label}
          name={filter.name}
          options={filter.options}
          value={list.filter(filter.name)}
          onChange={(value) => list.setFilter(filter.name, value)}
        />
      ))}
      {props.children}
      {props.clearable && names.some((name) => list.params.has(name)) && (
        <Button variant="default" onClick={() => list.clearFilters(names)}>
          {t('dlist_clear_filters')}
        </Button>
      )}
    </ListToolbar>
  );
}
