import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { PublicRequestDetail, SurveyAnswerInput, SurveyQuestionView } from '@portal/shared';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { SurveyField, type SurveyValue } from '@/features/assessment';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { usePublicRequest, useRequestActions } from '../api/public-request-api';
import { publicRequestPaths } from '../paths';
import { publicRequestMessages } from '../public-request-messages';
import { Attachments } from './attachments';
import { RequestQueryState, idOf } from './request-query-state';

type Values = Record<number, SurveyValue | undefined>;

/** Every question of the section, blank ones too: a cleared answer is cleared on the server. */
function sectionAnswers(questions: SurveyQuestionView[], values: Values): SurveyAnswerInput[] {
  return questions.map((q) => ({ question_id: q.id, ...(values[q.id] ?? {}) }));
}

/** The server's errors (`answers.{id}`) as message keys by question id. */
function errorsOf(error: unknown): Record<number, string> {
  if (!isApiError(error, 400)) return {};
  const found: Record<number, string> = {};
  for (const [field, keys] of Object.entries(error.errors)) {
    const match = /^answers\.(\d+)$/.exec(field);
    if (match && keys[0]) found[Number(match[1])] = keys[0];
  }
  return found;
}

function SectionForm(props: { request: PublicRequestDetail; sectionId: number }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const navigate = useNavigate();
  const { request } = props;
  const actions = useRequestActions(request.id);
  const sections = request.form.sections;
  const index = Math.max(
    0,
    sections.findIndex((s) => s.id === props.sectionId),
  );
  const section = sections[index]!;
  const [values, setValues] = useState<Values>(() => ({ ...request.answers }));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const last = index === sections.length - 1;
  const busy = actions.save.isPending || actions.submit.isPending;

  const save = async () => {
    try {
      await actions.save.mutateAsync(sectionAnswers(section.questions, values));
      setErrors({});
      return true;
    } catch (error) {
      setErrors(errorsOf(error));
      notify({ color: 'red', message: errorMessage(t, error) });
      return false;
    }
  };
  const go = async (to: number) => {
    if (await save())
      await navigate(publicRequestPaths.section(request.id, request.form_id, sections[to]!.id));
  };
  const submit = async () => {
    if (!(await save())) return;
    try {
      await actions.submit.mutateAsync();
      notify({ color: 'green', message: t('preq_submitted') });
      await navigate(publicRequestPaths.overall(request.id));
    } catch (error) {
      const found = errorsOf(error);
      setErrors(found);
      const wrong = sections.find((s) => s.questions.some((q) => found[q.id]));
      if (wrong && wrong.id !== section.id)
        await navigate(publicRequestPaths.section(request.id, request.form_id, wrong.id));
      notify({ color: 'red', message: t('preq_check_answers') });
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text size="sm" c="dimmed">
          {t('preq_section_of', { index: index + 1, count: sections.length })}
        </Text>
        <Title order={1}>{request.form.title}</Title>
        {index === 0 && request.form.desc && (
          <Text c="dimmed" mt={6} style={{ whiteSpace: 'pre-line' }}>
            {request.form.desc}
          </Text>
        )}
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Title order={2} size="h3">
            {section.title}
          </Title>
          {Object.keys(errors).length > 0 && (
            <Alert color="red" variant="outline" role="alert">
              {t('preq_check_answers')}
            </Alert>
          )}
          {section.questions.map((question) => (
            <div key={question.id} id={`request-question-${question.id}`}>
              <SurveyField
                question={question}
                value={values[question.id]}
                error={errors[question.id] ? t(errors[question.id]!) : undefined}
                onChange={(value) => setValues((old) => ({ ...old, [question.id]: value }))}
              />
            </div>
          ))}
        </Stack>
      </Paper>
      {last && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Attachments request={request} />
        </Paper>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {index > 0 && (
            <Button variant="default" disabled={busy} onClick={() => void go(index - 1)}>
              {t('preq_previous')}
            </Button>
          )}
          <Button
            variant="light"
            loading={actions.save.isPending}
            disabled={busy}
            onClick={() =>
              void save().then((ok) => ok && notify({ color: 'green', message: t('preq_saved') }))
            }
          >
            {t('preq_save_draft')}
          </Button>
        </Group>
        {last ? (
          <Button loading={actions.submit.isPending} disabled={busy} onClick={() => void submit()}>
            {t('preq_submit')}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => void go(index + 1)}>
            {t('preq_next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** /public-request/{id}/request-form/{formid}/section/{sectionid?}: filling a draft, section by section. */
export function RequestSectionPage() {
  const params = useParams();
  const id = idOf(params.requestid);
  const query = usePublicRequest(id);
  return (
    <PageContainer>
      <RequestQueryState query={query}>
        {(request) => {
          const sectionId = idOf(params.sectionid);
          const first = request.form.sections[0];
          if (!request.can_edit || !first)
            return <Navigate to={publicRequestPaths.overall(request.id)} replace />;
          if (!request.form.sections.some((s) => s.id === sectionId))
            return (
              <Navigate
                to={publicRequestPaths.section(request.id, request.form_id, first.id)}
                replace
              />
            );
          return <SectionForm key={sectionId} request={request} sectionId={sectionId} />;
        }}
      </RequestQueryState>
    </PageContainer>
  );
}
