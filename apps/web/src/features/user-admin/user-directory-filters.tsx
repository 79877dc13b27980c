import { useState } from 'react';
import { NativeSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { directoryName } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { dashboardListMessages } from '@/features/dashboard/list';
import { useDepartmentChildren, usePositionOptions } from './api/get-directory-filters';
import { usersMessages } from './users-messages';

const SEPARATOR = ' / ';

/**
 * One level of the department filter: the departments under `parent` (the top level when
 * null). Choosing one that has departments under it opens the next level beside it.
 */
function DepartmentLevel(props: {
  depth: number;
  parent: number | null;
  segments: string[];
  onChange: (path: string) => void;
}) {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  useFeatureTranslation(dashboardListMessages);
  const { depth, segments } = props;
  const nodes = useDepartmentChildren(props.parent);
  const chosenPath = segments.slice(0, depth + 1).join(SEPARATOR);
  const above = segments.slice(0, depth).join(SEPARATOR);
  const list = nodes.data?.results ?? [];
  const chosen = segments.length > depth ? list.find((n) => n.path === chosenPath) : undefined;
  const data = [
    { value: '', label: t('dlist_filter_all') },
    ...list.map((n) => ({ value: n.path, label: directoryName(n, i18n.language) })),
  ];
  if (segments.length > depth && !chosen) data.push({ value: chosenPath, label: chosenPath });
  return (
    <>
      <NativeSelect
        label={depth === 0 ? t('users_filter_department') : t('users_filter_sub_department')}
        name={depth === 0 ? 'department' : `department_${depth}`}
        value={segments.length > depth ? chosenPath : ''}
        data={data}
        // 'All' at a lower level keeps the department above it.
        onChange={(event) => props.onChange(event.currentTarget.value || above)}
        style={{ flex: '1 1 180px', minWidth: 150 }}
      />
      {chosen?.has_children && depth < 5 ? (
        <DepartmentLevel
          depth={depth + 1}
          parent={chosen.id}
          segments={segments}
          onChange={props.onChange}
        />
      ) : null}
    </>
  );
}

/** Department (cascading, from filter/department-cascade/) and position (searched) filters. */
export function UserDirectoryFilters(props: {
  department: string;
  position: string;
  onDepartment: (path: string) => void;
  onPosition: (name: string) => void;
}) {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const positions = usePositionOptions(debounced === props.position ? '' : debounced);
  const data = [
    ...new Map(
      (positions.data?.results ?? []).map((p) => [
        p.name,
        { value: p.name, label: directoryName(p, i18n.language) },
      ]),
    ).values(),
  ];
  if (props.position && !data.some((o) => o.value === props.position))
    data.unshift({ value: props.position, label: props.position });
  const segments = props.department ? props.department.split(SEPARATOR) : [];
  return (
    <>
      <DepartmentLevel depth={0} parent={null} segments={segments} onChange={props.onDepartment} />
      <Select
        label={t('users_filter_position')}
        placeholder={t('users_filter_position_search')}
        name="position"
        searchable
        clearable
        data={data}
        value={props.position || null}
        onChange={(value) => props.onPosition(value ?? '')}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={t('users_filter_position_none')}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 200px', minWidth: 170 }}
      />
    </>
  );
}
