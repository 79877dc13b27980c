import { NativeSelect } from '@mantine/core';
import type { FilterKind } from '../api/catalog-keys';
import { useFilterOptions } from '../api/get-filter-options';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/** The list filters of /course and the URL param each one sets. */
export const COURSE_FILTERS: {
  param: 'category' | 'provider' | 'instructor' | 'tag';
  kind: FilterKind;
  label: string;
}[] = [
  { param: 'category', kind: 'sub-category', label: 'catalog_filter_category' },
  { param: 'provider', kind: 'provider', label: 'catalog_filter_provider' },
  { param: 'instructor', kind: 'instructor', label: 'catalog_filter_instructor' },
  { param: 'tag', kind: 'tag', label: 'catalog_filter_tag' },
];

/** One filter select whose options come from filter/{kind}/; 'All' clears it. */
export function FilterSelect(props: {
  kind: FilterKind;
  label: string;
  param: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useFeatureTranslation(catalogMessages);
  const options = useFilterOptions(props.kind);
  const data = [
    { value: '', label: t('catalog_all') },
    ...(options.data?.results ?? []).map((option) => ({
      value: String(option.id),
      label: option.name,
    })),
  ];
  // A value from the URL that is not among the first options still shows (as its id) until they load.
  if (props.value && !data.some((option) => option.value === props.value))
    data.push({ value: props.value, label: props.value });
  return (
    <NativeSelect
      label={t(props.label)}
      name={props.param}
      value={props.value}
      data={data}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      style={{ flex: '1 1 160px', minWidth: 140 }}
    />
  );
}
