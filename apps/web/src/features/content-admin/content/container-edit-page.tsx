import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useCreateContainer } from './api/create-container';
import { useDeleteContainer } from './api/delete-container';
import { useContainer } from './api/get-container';
import { usePublishContainer } from './api/publish-container';
import { useUpdateContainer } from './api/update-container';
import { containerSegment, type AdminContainer, type EditableContainer } from './container-kinds';
import { useContainerLabels } from './container-labels';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { contentMessages } from './content-messages';
import { ContentEditHeader } from './content-edit-header';
import { CourseFormFields } from './course-form-fields';
import {
  courseToForm,
  EMPTY_COURSE,
  errorsByField,
  isDirty,
  parseCourseForm,
  type CourseFieldErrors,
} from './course-form-state';
import { CourseOutline } from './course-outline';
import { LeaveFormGuard } from '@/features/dashboard/components';
import { OnboardAutoAssignForm } from '@/features/assignment';
import { ClassSessionsEditor } from '@/features/schedule/dashboard';

/**
 * /dashboard/content/{segment}/new and /dashboard/content/{segment}/{id}: the editor of a course
 * or a program (learning path, learning program, onboarding), by kind.
 */
export function ContainerEditPage(props: { kind: EditableContainer }) {
  const label = useContainerLabels(props.kind);
  const { courseId } = useParams();
  const id = courseId && /^\d+$/.test(courseId) ? Number(courseId) : null;
  const course = useContainer(props.kind, id);
  if (id !== null && course.isPending) return <FullScreenLoader />;
  if (id !== null && !course.data)
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {label.editor('not_found')}
        </Alert>
      </PageContainer>
    );
  return (
    <CourseEditor key={course.data?.id ?? 'new'} kind={props.kind} course={course.data ?? null} />
  );
}

/** The course editor's page (its lazy route). */
export function CourseEditPage() {
  return <ContainerEditPage kind="course" />;
}

/** The class editor's page (its lazy route): the course's form, then the class's sessions. */
export function ClassEditPage() {
  return <ContainerEditPage kind="class" />;
}

/** The program editors' pages, by kind (their lazy routes). */
export const programEditPages = {
  learning_path: () => <ContainerEditPage kind="learning_path" />,
  learning_program: () => <ContainerEditPage kind="learning_program" />,
  onboard: () => <ContainerEditPage kind="onboard" />,
};

function CourseEditor(props: { kind: EditableContainer; course: AdminContainer | null }) {
  const { t } = useFeatureTranslation(contentMessages);
  const label = useContainerLabels(props.kind);
  const navigate = useNavigate();
  const { course, kind } = props;
  const ref = { kind, id: course?.id ?? 0 };
  const [initial, setInitial] = useState(() => (course ? courseToForm(course) : EMPTY_COURSE));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CourseFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const allowLeave = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refusal, the first field with an error gets the focus (it may be far above). */
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const create = useCreateContainer(kind);
  const update = useUpdateContainer(ref);
  const publish = usePublishContainer(ref);
  const remove = useDeleteContainer();
  const dirty = isDirty(values, initial);
  const say = (color: string, message: string | null) =>
    notify({ color, message, closeButtonProps: { 'aria-label': t('close') } });

  const handleFailure = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
      setErrors(errorsByField(error.errors));
      setFormError(t('course_fix_fields'));
      focusFirstError();
    } else setFormError(refusalMessage(t, error));
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = parseCourseForm(values, kind);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setFormError(t('course_fix_fields'));
      focusFirstError();
      return;
    }
    setErrors({});
    if (!course) {
      create.mutate(parsed.body, {
        onSuccess: (created) => {
          allowLeave.current = true;
          say('teal', label.editor('created'));
          void navigate(`/content/${containerSegment(kind)}/${created.id}`, { replace: true });
        },
        onError: handleFailure,
      });
      return;
    }
    update.mutate(parsed.body, {
      onSuccess: (saved) => {
        const next = courseToForm(saved);
        setInitial(next);
        setValues(next);
        say('teal', label.editor('saved'));
      },
      onError: handleFailure,
    });
  };
  const handlePublish = () => {
    if (!course) return;
    const next = !course.is_publish;
    publish.mutate(next, {
      onSuccess: () => say('teal', label.editor(next ? 'published' : 'unpublished')),
      onError: (error) => say('red', refusalMessage(t, error)),
    });
  };
  const handleDelete = async () => {
    if (!course) return;
    await remove.mutateAsync(ref);
    allowLeave.current = true;
    say('teal', label.editor('deleted'));
    void navigate('/content', { replace: true });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <ContentEditHeader
          title={course ? label.editor('edit_title') : label.editor('new_title')}
          backLabel={t('course_back')}
          row={course}
          labels={{
            publish: t('course_publish'),
            unpublish: t('course_unpublish'),
            delete: label.editor('delete'),
          }}
          publishing={publish.isPending}
          onPublish={handlePublish}
          onDelete={() => setDeleting(true)}
        />
        <form
          ref={formRef}
          onSubmit={handleSubmit}
          noValidate
          aria-label={course ? label.editor('edit_title') : label.editor('new_title')}
        >
          <Stack gap="md">
            <CourseFormFields kind={kind} values={values} errors={errors} onChange={setValues} />
            <FormError message={formError} />
            <Group>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {course ? t('course_save') : label.editor('create')}
              </Button>
              {course?.is_certificate && (
                <Anchor component={Link} to={`/certificate/template/${course.id}`} size="sm">
                  {t('course_certificate_wording')}
                </Anchor>
              )}
            </Group>
          </Stack>
        </form>
        {course && kind === 'class' && (
          <ClassSessionsEditor classId={course.id} code={course.code} />
        )}
        {course && kind !== 'class' && <CourseOutline kind={kind} course={course} />}
        {course && kind === 'onboard' && <OnboardAutoAssignForm programId={course.id} />}
      </Stack>
      <LeaveFormGuard dirty={dirty} allowRef={allowLeave} />
      {course && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={label.editor('delete_title')}
          body={label.editor('delete_body', { name: course.title_en })}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </PageContainer>
  );
}
