import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notify } from '@/core/notify';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  ProfilePatchSchema,
  type Language,
  type ProfilePatch,
  type User,
} from '@portal/shared';
import { isAbortError } from '@/api';
import { usePatchProfile, useProfile } from '@/core/session';
import { applyLanguage } from '@/i18n';
import { errorMessage } from '@/i18n/messages';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { accountMessages } from '../account-messages';
import { AvatarField } from './avatar-field';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorCard } from '@/features/auth-factor';

type Values = Required<
  Pick<ProfilePatch, 'first_name' | 'last_name' | 'department' | 'position'>
> & { language: Language };

function valuesOf(user: User): Values {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    department: user.department,
    position: user.position,
    language: user.language,
  };
}

/** Only the fields that changed: saving an unchanged form sends nothing (SPEC §5). */
export function changedFields(before: Values, after: Values): ProfilePatch {
  const patch: ProfilePatch = {};
  for (const key of Object.keys(after) as (keyof Values)[]) {
    if (after[key] !== before[key]) Object.assign(patch, { [key]: after[key] });
  }
  return patch;
}

function ProfileForm(props: { user: User }) {
  const { t, i18n } = useTranslation();
  const mutation = usePatchProfile();
  const [values, setValues] = useState(() => valuesOf(props.user));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);

  const text = (name: keyof Omit<Values, 'language'>) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const patch = changedFields(valuesOf(props.user), values);
    const parsed = ProfilePatchSchema.safeParse(patch);
    if (!parsed.success) {
      setErrors(zodFieldMessages(t, parsed.error));
      return;
    }
    setErrors({});
    if (Object.keys(parsed.data).length === 0) return;
    try {
      const user = await mutation.mutateAsync(parsed.data);
      if (parsed.data.language) await applyLanguage(i18n, user.language, { remember: true });
      notify({ color: 'green', message: t('profile_saved') });
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(apiFieldMessages(t, error));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('my_profile')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('first_name')}
            autoComplete="given-name"
            required
            {...text('first_name')}
          />
          <TextInput label={t('last_name')} autoComplete="family-name" {...text('last_name')} />
          <TextInput label={t('department')} autoComplete="organization" {...text('department')} />
          <TextInput
            label={t('position')}
            autoComplete="organization-title"
            {...text('position')}
          />
        </SimpleGrid>
        <ProfileEmail email={props.user.email} />
        <NativeSelect
          label={t('language')}
          name="language"
          value={values.language}
          data={LANGUAGES.map((language) => ({
            value: language,
            label: t(`language_${language}`),
          }))}
          onChange={(event) => {
            const value = event.currentTarget.value as Language;
            setValues((v) => ({ ...v, language: value }));
          }}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('save_changes')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The sign-in email, as text: it is not a field the learner can change here. */
function ProfileEmail(props: { email: string }) {
  const { t } = useFeatureTranslation(accountMessages);
  return (
    <div>
      <Text size="sm" fw={500}>
        {t('account_email_label')}
      </Text>
      <Text data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
        {props.email}
      </Text>
      <Text size="xs" c="dimmed">
        {t('account_email_note')}
      </Text>
    </div>
  );
}

/** /profile/my-profile: name, email, language, and the password change. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const user = useProfile();
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('my_profile')}</Title>
          <Text c="dimmed" mt={4}>
            {t('profile_intro')}
          </Text>
        </div>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            {user && <AvatarField user={user} />}
            {user && <ProfileForm key={`${user.id}-${user.language}`} user={user} />}
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ChangePasswordForm />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <TwoFactorCard />
        </Paper>
      </Stack>
    </PageContainer>
  );
}
