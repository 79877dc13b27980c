import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminUserDetail } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCreateUser } from './api/create-user';
import { useUser } from './api/get-user';
import { useUpdateUser } from './api/update-user';
import { UserForm, emptyUserForm, type UserFormValues } from './user-form';
import { userName } from './users-page';
import { usersMessages } from './users-messages';
import { InviteButton } from './invite-button';
import { LoginAsButton } from '@/features/auth-factor/dashboard';
import { UserIdenPhotos } from '@/features/iden-photo';

function formOf(user: AdminUserDetail): UserFormValues {
  return {
    email: user.email,
    password: '',
    first_name: user.first_name,
    last_name: user.last_name,
    first_name_th: user.first_name_th,
    last_name_th: user.last_name_th,
    department: user.department,
    position: user.position,
    manager_email: user.manager_email,
    language: user.language,
    group_ids: user.group_ids,
    is_active: user.is_active,
    is_superuser: user.is_superuser,
    is_system_user: user.is_system_user,
    is_store_permission: user.is_store_permission,
    is_team_dashboard: user.is_team_dashboard,
    is_creator: user.is_creator,
  };
}

function Frame(props: { title: string; children: React.ReactNode }) {
  const { t } = useFeatureTranslation(usersMessages);
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Anchor component={Link} to="/user" size="sm">
          ← {t('user_back')}
        </Anchor>
        <Title order={1}>{props.title}</Title>
        {props.children}
      </Stack>
    </PageContainer>
  );
}

/** /dashboard/user/create: a new account. */
export function UserCreatePage() {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const navigate = useNavigate();
  const create = useCreateUser();
  const handleSubmit = async (values: UserFormValues) => {
    const user = await create.mutateAsync(values);
    notify({
      color: 'teal',
      closeButtonProps: { 'aria-label': t('close') },
      message: t('user_created', { name: userName(user, i18n.language) }),
    });
    await navigate(`/user?search=${encodeURIComponent(user.email)}`);
  };
  return (
    <Frame title={t('user_create_title')}>
      <UserForm
        mode="create"
        initial={emptyUserForm()}
        onSubmit={handleSubmit}
        onCancel={() => void navigate('/user')}
      />
    </Frame>
  );
}

/** /dashboard/user/{id}: the whole form of an account, its flags and groups. */
export function UserEditPage() {
  const { t, i18n } = useFeatureTranslation(usersMessages);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const user = useUser(id);
  const update = useUpdateUser();
  const handleSubmit = async (values: UserFormValues) => {
    const { email: _e, password: _p, ...form } = values;
    const saved = await update.mutateAsync({ id, form });
    notify({
      color: 'teal',
      closeButtonProps: { 'aria-label': t('close') },
      message: t('user_saved', { name: userName(saved, i18n.language) }),
    });
  };
  if (user.isPending)
    return <Frame title={t('user_edit_title')}>{<Skeleton height={400} />}</Frame>;
  if (user.isError)
    return (
      <Frame title={t('user_edit_title')}>
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, user.error)}
        </Alert>
      </Frame>
    );
  return (
    <Frame title={`${t('user_edit_title')}: ${userName(user.data, i18n.language)}`}>
      <Group gap="sm">
        <InviteButton
          userId={user.data.id}
          email={user.data.email}
          isActive={user.data.is_active}
        />
        <LoginAsButton
          userId={user.data.id}
          name={userName(user.data, i18n.language)}
          isSuperuser={user.data.is_superuser}
        />
      </Group>
      <UserForm
        key={user.data.id}
        mode="edit"
        initial={formOf(user.data)}
        dashboardPermission={user.data.is_dashboard_permission}
        onSubmit={handleSubmit}
        onCancel={() => void navigate('/user')}
      />
      <UserIdenPhotos userId={user.data.id} />
    </Frame>
  );
}
