import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { directoryName, type ProfileCompletion } from '@portal/shared';
import type { FieldMessages } from '@/components/field-errors';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDepartmentLevel, usePositions } from '../api/validate-account';
import { accountMessages } from '../account-messages';

/**
 * Names, department (a top-level department, then a section under it when it has some, from
 * filter/department-cascade/) and position (searched in filter/position/, or typed new).
 */
export function ProfileFields(props: {
  values: ProfileCompletion;
  errors: FieldMessages;
  onChange: (values: ProfileCompletion) => void;
  /** The invitation token, when the person is not signed in yet (/account/validate). */
  invitation?: string;
}) {
  const { t, i18n } = useFeatureTranslation(accountMessages);
  const { values, errors, onChange } = props;
  const [top = '', sub = ''] = values.department.split(' / ');
  const invitation = props.invitation ?? '';
  const tops = useDepartmentLevel(null, true, invitation);
  const topNode = tops.data?.results.find((d) => d.path === top);
  const subs = useDepartmentLevel(topNode?.id ?? null, Boolean(topNode?.has_children), invitation);
  const positions = usePositions(values.position.trim(), invitation);
  const option = (d: { path: string; name: string; name_th: string }) => ({
    value: d.path,
    label: directoryName(d, i18n.language),
  });
  const set = (patch: Partial<ProfileCompletion>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('account_first_name')}
        required
        value={values.first_name}
        error={errors.first_name}
        onChange={(e) => set({ first_name: e.currentTarget.value })}
      />
      <TextInput
        label={t('account_last_name')}
        required
        value={values.last_name}
        error={errors.last_name}
        onChange={(e) => set({ last_name: e.currentTarget.value })}
      />
      <Select
        label={t('account_department')}
        description={t('account_department_hint')}
        required
        searchable
        data={(tops.data?.results ?? []).map(option)}
        value={top || null}
        error={errors.department}
        onChange={(value) => set({ department: value ?? '' })}
      />
      {topNode?.has_children ? (
        <Select
          label={t('account_sub_department')}
          clearable
          searchable
          data={(subs.data?.results ?? []).map(option)}
          value={sub ? `${top} / ${sub}` : null}
          onChange={(value) => set({ department: value ?? top })}
        />
      ) : null}
      <Autocomplete
        label={t('account_position')}
        description={t('account_position_hint')}
        required
        data={[...new Set((positions.data?.results ?? []).map((p) => p.name))]}
        value={values.position}
        error={errors.position}
        onChange={(position) => set({ position })}
      />
    </SimpleGrid>
  );
}
