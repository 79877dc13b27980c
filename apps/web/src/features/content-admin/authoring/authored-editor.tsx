import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { ConfirmDeleteDialog } from '../content/confirm-delete-dialog';
import { contentMessages } from '../content/content-messages';
import { LeaveFormGuard } from '@/features/dashboard/components';
import { ContentEditHeader } from '../content/content-edit-header';
import type { InlineCreate } from '../content/material-edit-page';
import type { AuthoredKind, AuthoredTypes } from './api/authored-keys';
import { useDeleteAuthored } from './api/delete-authored';
import { usePublishAuthored } from './api/publish-authored';
import { useSaveAuthored } from './api/save-authored';
import { authoringMessages } from './authoring-messages';
import { errorsByPath, type FieldErrors } from './form-errors';

/** The fields of one kind's form; `locked` while learners' answers exist (texts only). */
export type FieldsRenderer<V> = (props: {
  values: V;
  errors: FieldErrors;
  locked: boolean;
  onChange: (next: V) => void;
}) => ReactNode;

/**
 * The editor shell shared by tests and surveys: the header with publish and delete, the form
 * checked with the API's own schema before sending, the server's refusals shown per field, and
 * the leave-form warning while there are unsaved changes.
 */
export function AuthoredEditor<K extends AuthoredKind, V>(props: {
  kind: K;
  row: AuthoredTypes[K]['row'] | null;
  initial: V;
  toForm: (row: AuthoredTypes[K]['row']) => V;
  parse: (
    values: V,
  ) => { ok: true; body: AuthoredTypes[K]['input'] } | { ok: false; errors: FieldErrors };
  /** Server field names that the form shows under another name. */
  renameErrors?: (errors: FieldErrors) => FieldErrors;
  answerCount: number;
  fields: FieldsRenderer<V>;
  /** Shown inside another screen (the course outline): the form alone, the new row handed on. */
  inline?: InlineCreate<AuthoredTypes[K]['row']>;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  useFeatureTranslation(contentMessages);
  const navigate = useNavigate();
  const { kind, row } = props;
  const [initial, setInitial] = useState(props.initial);
  const [values, setValues] = useState(props.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const allowLeave = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveAuthored(kind, row?.id ?? null);
  const publish = usePublishAuthored(kind, row?.id ?? 0);
  const remove = useDeleteAuthored(kind);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const locked = props.answerCount > 0;
  const say = (color: string, message: string | null) =>
    notify({ color, message, closeButtonProps: { 'aria-label': t('close') } });
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const showErrors = (next: FieldErrors) => {
    setErrors(props.renameErrors ? props.renameErrors(next) : next);
    setFormError(t('authoring_fix_fields'));
    focusFirstError();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = props.parse(values);
    if (!parsed.ok) return showErrors(parsed.errors);
    setErrors({});
    save.mutate(parsed.body, {
      onSuccess: (saved) => {
        if (!row && props.inline) return props.inline.onCreated(saved);
        if (!row) {
          allowLeave.current = true;
          say('teal', t(`authoring_${kind}_created`));
          void navigate(`/content/${kind}/${saved.id}`, { replace: true });
          return;
        }
        const next = props.toForm(saved);
        setInitial(next);
        setValues(next);
        say('teal', t('authoring_saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0)
          showErrors(errorsByPath(error.errors));
        else setFormError(refusalMessage(t, error));
      },
    });
  };
  const handlePublish = () => {
    if (!row) return;
    const next = !row.is_publish;
    publish.mutate(next, {
      onSuccess: () => say('teal', t(next ? 'authoring_published' : 'authoring_unpublished')),
      onError: (error) => say('red', refusalMessage(t, error)),
    });
  };
  const handleDelete = async () => {
    if (!row) return;
    await remove.mutateAsync(row.id);
    allowLeave.current = true;
    say('teal', t('authoring_deleted'));
    void navigate('/content', { replace: true });
  };
  const title = row ? t(`authoring_${kind}_edit`) : t(`authoring_${kind}_new`);

  const form = (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        {props.fields({ values, errors, locked, onChange: setValues })}
        <FormError message={formError} />
        <Group justify={props.inline ? 'space-between' : undefined}>
          {props.inline && (
            <Button variant="default" onClick={props.inline.onCancel}>
              {props.inline.cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {props.inline?.submitLabel ??
              (row ? t('authoring_save') : t(`authoring_${kind}_create`))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  if (props.inline) return form;

  return (
    <PageContainer>
      <Stack gap="lg">
        <ContentEditHeader
          title={title}
          backLabel={t('authoring_back')}
          row={row}
          labels={{
            publish: t('authoring_publish'),
            unpublish: t('authoring_unpublish'),
            delete: t('authoring_delete'),
          }}
          publishing={publish.isPending}
          onPublish={handlePublish}
          onDelete={() => setDeleting(true)}
        />
        {locked && (
          <Alert color="yellow" variant="light" title={t(`authoring_${kind}_locked_title`)}>
            {t(`authoring_${kind}_locked`, { count: props.answerCount })}
          </Alert>
        )}
        {form}
      </Stack>
      <LeaveFormGuard dirty={dirty} allowRef={allowLeave} />
      {row && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t(`authoring_${kind}_delete_title`)}
          body={t('authoring_delete_body', { name: row.title_en })}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </PageContainer>
  );
}
