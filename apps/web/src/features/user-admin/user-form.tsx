import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEFAULT_PASSWORD_CONDITIONS,
  UserCreateSchema,
  UserFormSchema,
  checkConditions,
  type ConditionSet,
  type UserCreateForm,
} from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { PasswordRules } from '@/components/password-rules';
import { useConfigValue } from '@/core/app-context';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage, passwordMessage } from '@/i18n/messages';
import { useGroupOptions } from './api/get-groups';
import { LeaveFormWarning } from '@/features/dashboard/components';
import { usersMessages } from './users-messages';

/** The values the form edits: the create body (email and password unused when editing). */
export type UserFormValues = UserCreateForm;

const FLAGS = [
  'is_active',
  'is_superuser',
  'is_system_user',
  'is_store_permission',
  'is_team_dashboard',
  'is_creator',
] as const;
/** Flags only a superuser may change (the server refuses them to others too). */
const SUPERUSER_FLAGS: ReadonlySet<string> = new Set(['is_superuser', 'is_system_user']);
/** Flags an administrator turns on only when holding them itself (the server's assertMayGrant). */
const HELD_FLAGS = ['is_store_permission', 'is_team_dashboard', 'is_creator'] as const;

/** Whether the signed-in administrator may change this flag on the form (the server's rule). */
function mayChangeFlag(
  flag: (typeof FLAGS)[number],
  me: ReturnType<typeof useProfile>,
  saved: UserFormValues,
): boolean {
  if (me?.is_superuser === true) return true;
  if (SUPERUSER_FLAGS.has(flag)) return false;
  const held = (HELD_FLAGS as readonly string[]).includes(flag);
  // A flag the account already has may be kept or taken away; a new grant needs one's own.
  return !held || saved[flag] || me?.[flag as (typeof HELD_FLAGS)[number]] === true;
}

/** An empty create form, with the schema's defaults. */
export function emptyUserForm(): UserFormValues {
  return {
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    first_name_th: '',
    last_name_th: '',
    department: '',
    position: '',
    manager_email: '',
    language: 'en',
    group_ids: [],
    is_active: true,
    is_superuser: false,
    is_system_user: false,
    is_store_permission: false,
    is_team_dashboard: false,
    is_creator: false,
  };
}

/** The password conditions from config (SPEC §5), the shared defaults until they arrive. */
export function usePasswordConditionConfig(): ConditionSet {
  const value = useConfigValue('password-condition');
  return (value as ConditionSet | undefined) ?? DEFAULT_PASSWORD_CONDITIONS;
}

export interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** Known only when editing: whether the account holds dashboard_view_dashboard. */
  dashboardPermission?: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Create or edit an account: checked with the same zod schema the API uses (create adds email
 * and a password meeting the config conditions); server field errors shown by message key.
 */
export function UserForm(props: UserFormProps) {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const me = useProfile();
  const conditions = usePasswordConditionConfig();
  const groups = useGroupOptions();
  const [values, setValues] = useState<UserFormValues>(props.initial);
  const [saved, setSaved] = useState<UserFormValues>(props.initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const creating = props.mode === 'create';
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const { email: _e, password: _p, ...own } = values;
    const parsed = creating ? UserCreateSchema.safeParse(values) : UserFormSchema.safeParse(own);
    const found: FieldMessages = parsed.success ? {} : zodFieldMessages(t, parsed.error);
    if (creating) {
      const rules = checkConditions(values.password, conditions);
      if (!found.password && !rules.ok)
        found.password = passwordMessage(t, i18n.language, rules) ?? undefined;
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setSaving(true);
    savingRef.current = true;
    try {
      await props.onSubmit(values);
      // Saved: nothing is pending, so leaving no longer asks.
      setSaved(values);
    } catch (error) {
      if (isAbortError(error)) return;
      const fields = apiFieldMessages(t, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(error, 403) ? t('user_refused_target') : errorMessage(t, error));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const flagLabel = (flag: (typeof FLAGS)[number]) => t(`user_${flag}`);
  const flagHelp = (flag: (typeof FLAGS)[number]) =>
    ['is_active', 'is_superuser', 'is_system_user'].includes(flag)
      ? t(`user_${flag}_help`)
      : undefined;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <LeaveFormWarning dirty={dirty} saving={savingRef} />
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('user_section_identity')}
            </Title>
            {creating ? (
              <>
                <TextInput
                  label={t('user_email')}
                  name="email"
                  type="email"
                  required
                  autoComplete="off"
                  value={values.email}
                  error={errors.email}
                  onChange={(event) => set('email', event.currentTarget.value)}
                />
                <PasswordInput
                  visibilityToggleButtonProps={{ 'aria-label': t('show_password') }}
                  label={t('user_password')}
                  name="password"
                  required
                  autoComplete="new-password"
                  value={values.password}
                  error={errors.password}
                  onChange={(event) => set('password', event.currentTarget.value)}
                />
                <PasswordRules value={values.password} conditions={conditions} />
              </>
            ) : (
              <Text>
                <Text span c="dimmed" size="sm">
                  {t('user_email')}:{' '}
                </Text>
                {values.email}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('user_first_name')}
                description={t('user_names_help')}
                name="first_name"
                required
                value={values.first_name}
                error={errors.first_name}
                onChange={(event) => set('first_name', event.currentTarget.value)}
              />
              <TextInput
                label={t('user_last_name')}
                description=" "
                name="last_name"
                value={values.last_name}
                error={errors.last_name}
                onChange={(event) => set('last_name', event.currentTarget.value)}
              />
              <TextInput
                label={t('user_first_name_th')}
                description={t('user_names_th_help')}
                name="first_name_th"
                lang="th"
                value={values.first_name_th}
                error={errors.first_name_th}
                onChange={(event) => set('first_name_th', event.currentTarget.value)}
              />
              <TextInput
                label={t('user_last_name_th')}
                description=" "
                name="last_name_th"
                lang="th"
                value={values.last_name_th}
                error={errors.last_name_th}
                onChange={(event) => set('last_name_th', event.currentTarget.value)}
              />
              <TextInput
                label={t('user_department')}
                name="department"
                value={values.department}
                error={errors.department}
                onChange={(event) => set('department', event.currentTarget.value)}
              />
              <TextInput
                label={t('user_position')}
                name="position"
                value={values.position}
                error={errors.position}
                onChange={(event) => set('position', event.currentTarget.value)}
              />
            </SimpleGrid>
            <TextInput
              label={t('user_manager_email')}
              description={t('user_manager_email_help')}
              name="manager_email"
              type="email"
              value={values.manager_email ?? ''}
              error={errors.manager_email}
              onChange={(event) => set('manager_email', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('user_language')}
              name="language"
              value={values.language}
              error={errors.language}
              data={[
                { value: 'en', label: t('user_language_en') },
                { value: 'th', label: t('user_language_th') },
              ]}
              onChange={(event) =>
                set('language', event.currentTarget.value === 'th' ? 'th' : 'en')
              }
              maw={320}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h3">
                {t('user_section_access')}
              </Title>
              {props.dashboardPermission !== undefined && (
                <Badge variant="filled" color={props.dashboardPermission ? 'teal.9' : 'gray.8'}>
                  {t('user_dashboard_permission', {
                    state: props.dashboardPermission ? t('users_yes') : t('users_no'),
                  })}
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {FLAGS.map((flag) => (
                <Switch
                  key={flag}
                  label={flagLabel(flag)}
                  description={flagHelp(flag)}
                  name={flag}
                  checked={values[flag]}
                  disabled={!mayChangeFlag(flag, me, saved)}
                  error={errors[flag]}
                  onChange={(event) => set(flag, event.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
            <Checkbox.Group
              label={t('user_groups')}
              description={t('user_groups_help')}
              value={values.group_ids.map(String)}
              error={errors.group_ids}
              onChange={(ids) => set('group_ids', ids.map(Number))}
            >
              <Group mt="xs" gap="md">
                {(groups.data ?? []).map((group) => (
                  <Checkbox
                    key={group.id}
                    value={String(group.id)}
                    label={<span translate="no">{group.name}</span>}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Paper>
        {(failure ?? errors.non_field_errors) && (
          <Alert color="red" variant="outline" role="alert">
            {failure ?? errors.non_field_errors}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('user_cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('user_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
