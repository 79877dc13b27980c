import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { isMaterialKind, type AdminMaterial, type MaterialKind } from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useMaterial } from './api/get-material';
import { useDeleteMaterial, usePublishMaterial, useSaveMaterial } from './api/save-material';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { contentMessages } from './content-messages';
import { kindLabel } from './kind-label';
import { LeaveFormGuard } from '@/features/dashboard/components';
import { MaterialFormFields } from './material-form-fields';
import {
  emptyMaterial,
  isMaterialDirty,
  materialErrors,
  materialToForm,
  parseMaterialForm,
  type MaterialFieldErrors,
} from './material-form-state';
import { materialMessages } from './material-messages';
import { ContentEditHeader } from './content-edit-header';

/** /dashboard/content/material/new/{kind} and /dashboard/content/material/{id}. */
export function MaterialEditPage() {
  const { t } = useFeatureTranslation(materialMessages);
  const { materialId, kind } = useParams();
  const id = materialId && /^\d+$/.test(materialId) ? Number(materialId) : null;
  const material = useMaterial(id);
  if (id !== null && material.isPending) return <FullScreenLoader />;
  const newKind = kind && isMaterialKind(kind) ? kind : null;
  if ((id !== null && !material.data) || (id === null && !newKind))
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {t('material_not_found')}
        </Alert>
      </PageContainer>
    );
  return (
    <MaterialEditor
      key={material.data?.id ?? `new-${newKind}`}
      material={material.data ?? null}
      kind={material.data?.kind ?? (newKind as MaterialKind)}
    />
  );
}

/**
 * Where a new item's form sits in another screen (the course outline's "Add lesson"): the form
 * alone, with Cancel; on save the new row goes to `onCreated` instead of opening its editor.
 */
export interface InlineCreate<Row> {
  onCreated: (row: Row) => void;
  onCancel: () => void;
  /** The submit button's label ("Create and add"). */
  submitLabel: string;
  cancelLabel: string;
}

export function MaterialEditor(props: {
  material: AdminMaterial | null;
  kind: MaterialKind;
  inline?: InlineCreate<AdminMaterial>;
}) {
  const { t, i18n } = useFeatureTranslation(materialMessages);
  useFeatureTranslation(contentMessages);
  const navigate = useNavigate();
  const { material } = props;
  const [initial, setInitial] = useState(() =>
    material ? materialToForm(material) : emptyMaterial(props.kind),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MaterialFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const allowLeave = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveMaterial(material?.id ?? null);
  const publish = usePublishMaterial(material?.id ?? 0);
  const remove = useDeleteMaterial();
  const kindName = kindLabel(props.kind, i18n.language);
  const title = material
    ? t('material_edit_title', { kind: kindName })
    : t('material_new_title', { kind: kindName });
  const say = (color: string, message: string | null) =>
    notify({ color, message, closeButtonProps: { 'aria-label': t('close') } });
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const refuse = (fieldErrors: MaterialFieldErrors) => {
    setErrors(fieldErrors);
    setFormError(t('material_fix_fields'));
    focusFirstError();
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = parseMaterialForm(values);
    if (!parsed.ok) return refuse(parsed.errors);
    setErrors({});
    save.mutate(parsed.body, {
      onSuccess: (saved) => {
        if (!material && props.inline) return props.inline.onCreated(saved);
        if (!material) {
          allowLeave.current = true;
          say('teal', t('material_created'));
          void navigate(`/content/material/${saved.id}`, { replace: true });
          return;
        }
        const next = materialToForm(saved);
        setInitial(next);
        setValues(next);
        say('teal', t('material_saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0)
          refuse(materialErrors(error.errors));
        else setFormError(refusalMessage(t, error));
      },
    });
  };
  const handlePublish = () => {
    if (!material) return;
    const next = !material.is_publish;
    publish.mutate(next, {
      onSuccess: () => say('teal', t(next ? 'material_published' : 'material_unpublished')),
      onError: (error) => say('red', refusalMessage(t, error)),
    });
  };
  const handleDelete = async () => {
    if (!material) return;
    await remove.mutateAsync(material.id);
    allowLeave.current = true;
    say('teal', t('material_deleted'));
    void navigate('/content', { replace: true });
  };

  const form = (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <MaterialFormFields
          values={values}
          errors={errors}
          scormPackage={material?.scorm_package ?? null}
          onChange={setValues}
        />
        <FormError message={formError} />
        <Group justify={props.inline ? 'space-between' : undefined}>
          {props.inline && (
            <Button variant="default" onClick={props.inline.onCancel}>
              {props.inline.cancelLabel}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {props.inline?.submitLabel ?? (material ? t('material_save') : t('material_create'))}
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
          backLabel={t('course_back')}
          row={material}
          labels={{
            publish: t('material_publish'),
            unpublish: t('material_unpublish'),
            delete: t('material_delete'),
          }}
          publishing={publish.isPending}
          onPublish={handlePublish}
          onDelete={() => setDeleting(true)}
        />
        {form}
      </Stack>
      <LeaveFormGuard dirty={isMaterialDirty(values, initial)} allowRef={allowLeave} />
      {material && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t('material_delete_title')}
          body={t('material_delete_body', { name: material.title_en })}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </PageContainer>
  );
}
