import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Skeleton,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { GroupInputSchema, type GroupInput } from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCreateGroup } from './api/create-group';
import { useGroup } from './api/get-group';
import { permissionMessages } from '@/components/permission-messages';
import { usePermissionOptions } from './api/get-permissions';
import { useUpdateGroup } from './api/update-group';
import { usersMessages } from './users-messages';

/** Creates a group (`groupId` null) or edits one: a name and the permissions it grants. */
export function GroupFormDialog(props: {
  opened: boolean;
  groupId: number | null;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(usersMessages, permissionMessages);
  const permissions = usePermissionOptions();
  const group = useGroup(props.opened ? props.groupId : null);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [values, setValues] = useState<GroupInput>({
    name: '',
    permission_codenames: [],
    manager_emails: [],
  });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editing = props.groupId !== null;

  useEffect(() => {
    if (!props.opened) return;
    setErrors({});
    setFailure(null);
    if (!editing) setValues({ name: '', permission_codenames: [], manager_emails: [] });
    else if (group.data)
      setValues({
        name: group.data.name,
        permission_codenames: group.data.permission_codenames,
        manager_emails: group.data.manager_emails,
      });
  }, [props.opened, editing, group.data]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = GroupInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldMessages(t, parsed.error));
      return;
    }
    try {
      const saved =
        props.groupId === null
          ? await create.mutateAsync(parsed.data)
          : await update.mutateAsync({ id: props.groupId, form: parsed.data });
      notify({
        color: 'teal',
        closeButtonProps: { 'aria-label': t('close') },
        message: t('groups_saved', { name: saved.name }),
      });
      props.onClose();
    } catch (error) {
      if (isAbortError(error)) return;
      const fields = apiFieldMessages(t, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(t, error));
    }
  };

  const loading = editing && group.isPending;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={editing ? t('group_form_edit') : t('group_form_create')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {loading ? (
        <Skeleton height={200} />
      ) : (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack>
            <TextInput
              label={t('group_name')}
              name="name"
              required
              value={values.name}
              error={errors.name}
              onChange={(event) => {
                const name = event.currentTarget.value;
                setValues((current) => ({ ...current, name }));
              }}
            />
            <TagsInput
              label={t('group_managers')}
              description={t('group_managers_help')}
              name="manager_emails"
              value={values.manager_emails ?? []}
              error={errors.manager_emails}
              onChange={(emails) =>
                setValues((current) => ({ ...current, manager_emails: emails }))
              }
            />
            <Checkbox.Group
              label={t('group_permissions')}
              value={values.permission_codenames}
              error={errors.permission_codenames}
              onChange={(codenames) =>
                setValues((current) => ({ ...current, permission_codenames: codenames }))
              }
            >
              <Stack gap="xs" mt="xs">
                {(permissions.data ?? []).map((permission) => (
                  <Checkbox
                    key={permission.codename}
                    value={permission.codename}
                    label={t(`permission_${permission.codename}`, {
                      defaultValue: permission.name,
                    })}
                    description={<span translate="no">{permission.codename}</span>}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {failure && (
              <Alert color="red" variant="outline" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                {t('user_cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('user_save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
