import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminCourse } from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { useCreateCourse } from './api/create-course';
import { useDeleteCourse } from './api/delete-course';
import { useCourse } from './api/get-course';
import { usePublishCourse } from './api/publish-course';
import { useUpdateCourse } from './api/update-course';
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

/** /dashboard/content/course/new and /dashboard/content/course/{id}: the course editor. */
export function CourseEditPage() {
  const { t } = useFeatureTranslation(contentMessages);
  const { courseId } = useParams();
  const id = courseId && /^\d+$/.test(courseId) ? Number(courseId) : null;
  const course = useCourse(id);
  if (id !== null && course.isPending) return <FullScreenLoader />;
  if (id !== null && !course.data)
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {t('course_not_found')}
        </Alert>
      </PageContainer>
    );
  return <CourseEditor key={course.data?.id ?? 'new'} course={course.data ?? null} />;
}

function CourseEditor(props: { course: AdminCourse | null }) {
  const { t } = useFeatureTranslation(contentMessages);
  const navigate = useNavigate();
  const { course } = props;
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
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? 0);
  const publish = usePublishCourse(course?.id ?? 0);
  const remove = useDeleteCourse();
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
    const parsed = parseCourseForm(values);
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
          say('teal', t('course_created'));
          void navigate(`/content/course/${created.id}`, { replace: true });
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
        say('teal', t('course_saved'));
      },
      onError: handleFailure,
    });
  };
  const handlePublish = () => {
    if (!course) return;
    const next = !course.is_publish;
    publish.mutate(next, {
      onSuccess: () => say('teal', t(next ? 'course_published' : 'course_unpublished')),
      onError: (error) => say('red', refusalMessage(t, error)),
    });
  };
  const handleDelete = async () => {
    if (!course) return;
    await remove.mutateAsync(course.id);
    allowLeave.current = true;
    say('teal', t('course_deleted'));
    void navigate('/content', { replace: true });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <ContentEditHeader
          title={course ? t('course_edit_title') : t('course_new_title')}
          backLabel={t('course_back')}
          row={course}
          labels={{
            publish: t('course_publish'),
            unpublish: t('course_unpublish'),
            delete: t('course_delete'),
          }}
          publishing={publish.isPending}
          onPublish={handlePublish}
          onDelete={() => setDeleting(true)}
        />
        <form
          ref={formRef}
          onSubmit={handleSubmit}
          noValidate
          aria-label={course ? t('course_edit_title') : t('course_new_title')}
        >
          <Stack gap="md">
            <CourseFormFields values={values} errors={errors} onChange={setValues} />
            <FormError message={formError} />
            <Group>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {course ? t('course_save') : t('course_create')}
              </Button>
              {course?.is_certificate && (
                <Anchor component={Link} to={`/certificate/template/${course.id}`} size="sm">
                  {t('course_certificate_wording')}
                </Anchor>
              )}
            </Group>
          </Stack>
        </form>
        {course && <CourseOutline course={course} />}
      </Stack>
      <LeaveFormGuard dirty={dirty} allowRef={allowLeave} />
      {course && (
        <ConfirmDeleteDialog
          opened={deleting}
          title={t('course_delete_title')}
          body={t('course_delete_body', { name: course.title_en })}
          onConfirm={handleDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </PageContainer>
  );
}
