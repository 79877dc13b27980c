import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CloneClassInputSchema, type CloneClassInput } from '@portal/shared';
import { api, ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { scheduleAdminMessages } from './schedule-admin-messages';

const FIELD_ERRORS: Record<string, string> = {
  already_exists: 'clone_code_taken',
  invalid_value: 'clone_shift_invalid',
};

/**
 * "Clone for a new run": the new class's code and how many days later it runs; the copy (a
 * draft with the lessons and sessions moved by those days) opens in the editor.
 */
export function ClassCloneDialog(props: { classId: number; code: string }) {
  const { t } = useFeatureTranslation(scheduleAdminMessages);
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [code, setCode] = useState(`${props.code}-2`);
  const [days, setDays] = useState<number | string>(7);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clone = useMutation({
    mutationFn: (body: CloneClassInput) =>
      api.post<{ id: number; session_count: number }>(
        `dashboard/class/${props.classId}/clone`,
        body,
      ),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = CloneClassInputSchema.safeParse({ code: code.trim(), shift_days: Number(days) });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0])] ??=
          issue.path[0] === 'code' ? 'clone_code_required' : 'clone_shift_invalid';
      setErrors(next);
      return;
    }
    setErrors({});
    clone.mutate(parsed.data, {
      onSuccess: ({ id }) => {
        setOpened(false);
        void navigate(`/content/class/${id}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0)
          setErrors(
            Object.fromEntries(
              Object.entries(error.errors).map(([k, v]) => [
                k,
                FIELD_ERRORS[v[0] ?? ''] ?? 'clone_failed',
              ]),
            ),
          );
        else setFormError(refusalMessage(t, error));
      },
    });
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('clone_open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('clone_title')}
        closeButtonProps={{ 'aria-label': t('session_cancel') }}
      >
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('clone_intro')}
            </Text>
            <TextInput
              label={t('clone_code')}
              required
              value={code}
              maxLength={50}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={errors.code ? t(errors.code) : undefined}
            />
            <NumberInput
              label={t('clone_shift')}
              description={t('clone_shift_help')}
              value={days}
              onChange={setDays}
              allowDecimal={false}
              min={-3650}
              max={3650}
              error={errors.shift_days ? t(errors.shift_days) : undefined}
            />
            <FormError message={formError} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('session_cancel')}
              </Button>
              <Button type="submit" loading={clone.isPending}>
                {t('clone_submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
