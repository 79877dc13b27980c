import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import type { AdminSession } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { scheduleAdminMessages } from './schedule-admin-messages';
import { useSessionSurvey, useSetSessionSurvey, useSurveySearch } from './session-survey-api';

/**
 * A session's survey (issue 16 item 5): the survey its attendees answer after the end, found by
 * title or code, and whether the class completes only once it is answered; or none.
 */
export function SessionSurveyDialog(props: {
  classId: number;
  session: AdminSession;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(scheduleAdminMessages);
  const language = useContentLanguage();
  const setting = useSessionSurvey(props.classId, props.session.id);
  const save = useSetSessionSurvey(props.classId, props.session.id);
  const [search, setSearch] = useState('');
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const [required, setRequired] = useState(true);
  const found = useSurveySearch(search);

  useEffect(() => {
    if (!setting.data) return;
    setSurveyId(setting.data.survey_id === null ? null : String(setting.data.survey_id));
    setRequired(setting.data.is_survey_required);
    setSearch(setting.data.survey_title ?? '');
  }, [setting.data]);

  const options = (found.data?.results ?? []).map((c) => ({
    value: String(c.id),
    label: `${language === 'th' && c.title_th ? c.title_th : c.title_en} · ${c.code}`,
  }));
  // The saved survey stays choosable while the search shows others.
  const saved = setting.data;
  if (saved?.survey_id && !options.some((o) => o.value === String(saved.survey_id)))
    options.unshift({ value: String(saved.survey_id), label: saved.survey_title ?? '' });

  const submit = (body: { survey_id: number | null; is_survey_required: boolean }) =>
    save.mutate(body, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('session_survey_saved') });
        props.onClose();
      },
    });

  return (
    <Modal opened onClose={props.onClose} title={t('session_survey_title')} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('session_survey_help', { title: props.session.title_en })}
        </Text>
        {save.error && (
          <Alert color="red" role="alert">
            {refusalMessage(t, save.error)}
          </Alert>
        )}
        <Select
          label={t('session_survey_pick')}
          placeholder={t('session_survey_search')}
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={surveyId}
          onChange={setSurveyId}
          nothingFoundMessage={t('session_survey_none_found')}
        />
        <Switch
          label={t('session_survey_required')}
          description={t('session_survey_required_help')}
          checked={required}
          onChange={(event) => setRequired(event.currentTarget.checked)}
          disabled={!surveyId}
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="red"
            disabled={!saved?.survey_id}
            onClick={() => submit({ survey_id: null, is_survey_required: false })}
          >
            {t('session_survey_remove')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('session_cancel')}
            </Button>
            <Button
              disabled={!surveyId}
              loading={save.isPending}
              onClick={() => submit({ survey_id: Number(surveyId), is_survey_required: required })}
            >
              {t('session_survey_save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
