import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  SESSION_KINDS,
  SessionInputSchema,
  type AdminSession,
  type SessionInput,
} from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { isoToZoned, viewerTimeZone, zonedToIso } from '../format';
import { scheduleAdminMessages } from './schedule-admin-messages';
import { DateTimeField } from '@/components/date-field';

const ZONES = [
  'Asia/Bangkok',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
  'UTC',
];

interface FormValues {
  kind: SessionInput['kind'];
  title_en: string;
  title_th: string;
  start: string;
  end: string;
  time_zone: string;
  place: string;
  online_url: string;
  stream_url: string;
  replay_url: string;
  checkin_open_minutes: number;
  checkin_close_minutes: number;
  is_required: boolean;
}

function toForm(session: AdminSession | null): FormValues {
  const zone = session?.time_zone ?? 'Asia/Bangkok';
  return {
    kind: session?.kind ?? 'classroom',
    title_en: session?.title_en ?? '',
    title_th: session?.title_th ?? '',
    start: session ? isoToZoned(session.datetime_start, zone) : '',
    end: session ? isoToZoned(session.datetime_end, zone) : '',
    time_zone: zone,
    place: session?.place ?? '',
    online_url: session?.online_url ?? '',
    stream_url: session?.stream_url ?? '',
    replay_url: session?.replay_url ?? '',
    checkin_open_minutes: session?.checkin_open_minutes ?? 30,
    checkin_close_minutes: session?.checkin_close_minutes ?? 30,
    is_required: session?.is_required ?? true,
  };
}

type Errors = Partial<Record<string, string>>;

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The add/edit form of a session, in a dialog: times typed in the session's time zone. */
export function SessionFormDialog(props: {
  opened: boolean;
  session: AdminSession | null;
  pending: boolean;
  onSave: (body: SessionInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(scheduleAdminMessages);
  const [values, setValues] = useState(() => toForm(props.session));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const zones = [...new Set([...ZONES, viewerTimeZone(), values.time_zone])];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = SessionInputSchema.safeParse({
      kind: values.kind,
      title_en: values.title_en,
      title_th: values.title_th,
      datetime_start: zonedToIso(values.start, values.time_zone) ?? '',
      datetime_end: zonedToIso(values.end, values.time_zone) ?? '',
      time_zone: values.time_zone,
      place: values.place,
      online_url: values.online_url.trim() === '' ? null : values.online_url,
      // A stream (live) and a replay (live or conference) only where the kind has them.
      stream_url: values.kind === 'live' ? orNull(values.stream_url) : null,
      replay_url:
        values.kind === 'live' || values.kind === 'conference' ? orNull(values.replay_url) : null,
      checkin_open_minutes: values.checkin_open_minutes,
      checkin_close_minutes: values.checkin_close_minutes,
      is_required: values.is_required,
      sort: props.session?.sort ?? 0,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    props.onSave(parsed.data).catch((error: unknown) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
      else setFormError(refusalMessage(t, error));
    });
  };
  const err = (key: string) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.session ? t('session_form_edit') : t('session_form_new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('session_cancel') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('session_kind')}
            data={SESSION_KINDS.map((kind) => ({ value: kind, label: t(`session_kind_${kind}`) }))}
            value={values.kind}
            allowDeselect={false}
            onChange={(value) => value && set('kind', value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('session_title_en')}
              required
              value={values.title_en}
              error={err('title_en')}
              onChange={(e) => set('title_en', e.currentTarget.value)}
            />
            <TextInput
              label={t('session_title_th')}
              value={values.title_th}
              error={err('title_th')}
              onChange={(e) => set('title_th', e.currentTarget.value)}
            />
            <DateTimeField
              label={t('session_start')}
              required
              value={values.start}
              error={err('datetime_start')}
              onChange={(value) => set('start', value)}
            />
            <DateTimeField
              label={t('session_end')}
              required
              value={values.end}
              error={err('datetime_end')}
              onChange={(value) => set('end', value)}
            />
          </SimpleGrid>
          <Select
            label={t('session_time_zone')}
            description={t('session_time_zone_help')}
            data={zones}
            searchable
            value={values.time_zone}
            allowDeselect={false}
            error={err('time_zone')}
            onChange={(value) => value && set('time_zone', value)}
          />
          <TextInput
            label={t('session_place')}
            value={values.place}
            error={err('place')}
            onChange={(e) => set('place', e.currentTarget.value)}
          />
          <TextInput
            label={t('session_online_url')}
            value={values.online_url}
            error={err('online_url')}
            onChange={(e) => set('online_url', e.currentTarget.value)}
          />
          {values.kind === 'live' && (
            <TextInput
              label={t('session_stream_url')}
              description={t('session_stream_url_help')}
              placeholder="https://…/stream.m3u8"
              value={values.stream_url}
              error={err('stream_url')}
              onChange={(e) => set('stream_url', e.currentTarget.value)}
            />
          )}
          {(values.kind === 'live' || values.kind === 'conference') && (
            <TextInput
              label={t('session_replay_url')}
              description={t('session_replay_url_help')}
              value={values.replay_url}
              error={err('replay_url')}
              onChange={(e) => set('replay_url', e.currentTarget.value)}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('session_checkin_open')}
              min={0}
              max={1440}
              value={values.checkin_open_minutes}
              error={err('checkin_open_minutes')}
              onChange={(value) => set('checkin_open_minutes', Number(value) || 0)}
            />
            <NumberInput
              label={t('session_checkin_close')}
              min={0}
              max={1440}
              value={values.checkin_close_minutes}
              error={err('checkin_close_minutes')}
              onChange={(value) => set('checkin_close_minutes', Number(value) || 0)}
            />
          </SimpleGrid>
          <Switch
            label={t('session_required')}
            checked={values.is_required}
            onChange={(e) => set('is_required', e.currentTarget.checked)}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('session_cancel')}
            </Button>
            <Button type="submit" loading={props.pending}>
              {t('session_save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
