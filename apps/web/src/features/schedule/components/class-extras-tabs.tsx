import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ClassDetail, ClassSurveyItem } from '@portal/shared';
import { CardsSkeleton, DetailError, EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClassSurveys } from '../api/class-extras';
import { classExtrasMessages } from '../class-extras-messages';
import { formatMoment } from '../format';
import { useClassPaths } from '../class-paths';

const STATE_COLOR: Record<ClassSurveyItem['state'], string> = {
  not_enrolled: 'gray',
  not_ended: 'gray',
  not_attended: 'orange',
  open: 'blue',
  answered: 'teal',
};

/** The class's survey tab: each session survey with the learner's state and a way in. */
export function ClassSurveys(props: { klass: ClassDetail }) {
  const { t, i18n } = useFeatureTranslation(classExtrasMessages);
  const paths = useClassPaths();
  const query = useClassSurveys(props.klass.id);
  if (query.isPending) return <CardsSkeleton count={1} />;
  if (!query.data) return <DetailError error={query.error} />;
  const items = query.data.results;
  if (items.length === 0) return <EmptyPanel title={t('cx_surveys_empty')} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('cx_surveys_intro')}
      </Text>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Paper component="li" key={item.session_id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {item.session_title} ·{' '}
                  {item.datetime_answer
                    ? t('cx_answered_on', {
                        when: formatMoment(i18n.language, item.datetime_answer),
                      })
                    : t('cx_session_ends', {
                        when: formatMoment(i18n.language, item.datetime_end),
                      })}
                </Text>
                <Group gap={6}>
                  <Badge color={STATE_COLOR[item.state]} variant="light" data-testid="survey-state">
                    {t(`cx_state_${item.state}`)}
                  </Badge>
                  <Badge color="gray" variant="outline">
                    {t(item.is_required ? 'cx_survey_required' : 'cx_survey_optional')}
                  </Badge>
                </Group>
              </Stack>
              {item.state === 'open' && (
                <Button
                  component={Link}
                  to={paths.survey(props.klass.id, item.session_id, item.survey_id)}
                >
                  {t('cx_answer')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}

/** Where the browser downloads a certificate's PDF (the session cookie goes with the link). */
const pdfUrl = (id: number, language: 'en' | 'th') =>
  `/api/profile/library/certificate/${id}/pdf/?lang=${language}`;

/** The class's e-certificate tab: the PDF in English and Thai and the public check, or the rule. */
export function ClassCertificate(props: { klass: ClassDetail }) {
  const { t } = useFeatureTranslation(classExtrasMessages);
  const [copied, setCopied] = useState(false);
  const { klass } = props;
  const certificate = klass.certificate;
  if (!klass.is_certificate && !certificate)
    return <EmptyPanel title={t('cx_cert_title')} description={t('cx_cert_none')} />;
  const verify = certificate
    ? new URL(`/certificate/verify/${certificate.code}`, window.location.origin).toString()
    : '';
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('cx_cert_title')}
        </Title>
        {!certificate ? (
          <>
            <Text>{t('cx_cert_rule')}</Text>
            {klass.learning_result && klass.required_count > 0 && (
              <Text size="sm" c="dimmed">
                {t('cx_progress', { done: klass.attended_count, total: klass.required_count })}
              </Text>
            )}
          </>
        ) : (
          <>
            <Text>{t(certificate.is_valid ? 'cx_cert_issued' : 'cx_cert_revoked')}</Text>
            {certificate.is_valid && (
              <>
                <Group gap="sm" wrap="wrap">
                  {(['en', 'th'] as const).map((language) => (
                    <Button
                      key={language}
                      component="a"
                      href={pdfUrl(certificate.id, language)}
                      download
                      variant={language === 'en' ? 'filled' : 'default'}
                    >
                      {t(`cx_cert_download_${language}`)}
                    </Button>
                  ))}
                </Group>
                <Group gap="xs" align="flex-end" wrap="wrap">
                  <TextInput
                    label={t('cx_cert_verify')}
                    value={verify}
                    readOnly
                    style={{ flex: '1 1 18rem' }}
                    data-testid="certificate-verify-link"
                  />
                  <Button
                    variant="default"
                    onClick={() => {
                      void navigator.clipboard?.writeText(verify).then(() => setCopied(true));
                    }}
                  >
                    {t(copied ? 'cx_cert_copied' : 'cx_cert_copy')}
                  </Button>
                </Group>
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
