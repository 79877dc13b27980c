import { Description } from '@/components/rich-text/description';
import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProgramDetail } from '@portal/shared';
import { Fact } from '@/components/fact';
import { DownloadIcon } from '@/components/icons';
import { formatContentPrice, formatDate, formatMinutes, StatusBadge } from '@/components/learning';
import { EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { programMessages } from '../program-messages';

function names(items: { name: string }[]): string {
  return items.map((item) => item.name).join(', ');
}

/** Info (about on a learning program): the description, and its facts beside it. */
export function ProgramInfo(props: { program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  const { program } = props;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('program_description')}
          </Title>
          {program.desc ? (
            <Description text={program.desc} isHtml={program.desc_is_html} />
          ) : (
            <Text>{t('program_no_description')}</Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="md" p="md">
          <Stack component="dl" gap="sm" m={0}>
            <Fact term={t('program_type')}>{program.content_type.name}</Fact>
            <Fact term={t('program_order')}>
              {program.is_ordered ? t('program_order_ordered') : t('program_order_free')}
            </Fact>
            {program.instructor_list.length > 0 && (
              <Fact term={t('program_instructors')}>{names(program.instructor_list)}</Fact>
            )}
            {program.provider && (
              <Fact term={t('program_provider')}>
                <Anchor component={Link} to={`/provider/${program.provider.id}`}>
                  {program.provider.name}
                </Anchor>
              </Fact>
            )}
            {program.category && (
              <Fact term={t('program_category')}>
                <Anchor component={Link} to={`/category/${program.category.id}`}>
                  {program.category.name}
                </Anchor>
              </Fact>
            )}
            {program.duration_minutes > 0 && (
              <Fact term={t('catalog_duration')}>{formatMinutes(t, program.duration_minutes)}</Fact>
            )}
            <Fact term={t('catalog_price')}>{formatContentPrice(t, program)}</Fact>
            <Fact term={t('program_code')}>{program.code}</Fact>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** Additional: code, dates, tags, enrolment window and seats. */
export function ProgramAdditional(props: { program: ProgramDetail }) {
  const { t, i18n } = useFeatureTranslation(programMessages);
  const { program } = props;
  const language = i18n.language;
  const window = [
    program.datetime_enroll_start
      ? t('program_enroll_from', { date: formatDate(language, program.datetime_enroll_start) })
      : null,
    program.datetime_enroll_end
      ? t('program_enroll_until', { date: formatDate(language, program.datetime_enroll_end) })
      : null,
  ].filter(Boolean);
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" m={0}>
      <Fact term={t('program_code')}>{program.code}</Fact>
      <Fact term={t('program_type')}>{program.content_type.name}</Fact>
      <Fact term={t('program_created')}>{formatDate(language, program.datetime_create)}</Fact>
      {program.tag_list.length > 0 && (
        <Fact term={t('program_tags')}>{names(program.tag_list)}</Fact>
      )}
      {window.length > 0 && <Fact term={t('program_enroll_window')}>{window.join(' ')}</Fact>}
      <Fact term={t('program_seats')}>
        {program.capacity === null
          ? t('program_seats_unlimited')
          : t('program_seats_taken', { taken: program.seats_taken, capacity: program.capacity })}
      </Fact>
    </SimpleGrid>
  );
}

/** Approval: whether enrolments need approval and where the learner's request stands. */
export function ProgramApproval(props: { program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  const { program } = props;
  if (!program.is_approval_required)
    return (
      <EmptyPanel
        title={t('program_tab_approval')}
        description={t('program_approval_not_required')}
      />
    );
  return (
    <Stack gap="md">
      <Text>{t('program_approval_required')}</Text>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm">
          <Text fw={600}>{t('program_approval_your_request')}</Text>
          {program.learning_result ? (
            <StatusBadge status={program.learning_result.status} />
          ) : (
            <Text c="dimmed">{t('program_approval_none_yet')}</Text>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}

/** Where the browser downloads a certificate's PDF (a plain link: the session cookie goes with it). */
export function certificatePdfUrl(id: number, language: 'en' | 'th'): string {
  return `/api/profile/library/certificate/${id}/pdf/?lang=${language}`;
}

/** Certificate: the PDF downloads once issued; before, the rule; or that none is offered. */
export function ProgramCertificate(props: { program: ProgramDetail }) {
  const { t } = useFeatureTranslation(programMessages);
  const { program } = props;
  const certificate = program.certificate;
  if (!program.is_certificate && !certificate)
    return (
      <EmptyPanel
        title={t('program_tab_certificate')}
        description={t('program_certificate_empty')}
      />
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('program_tab_certificate')}
        </Title>
        {!certificate ? (
          <>
            <Text>{t('program_certificate_rule')}</Text>
            {program.learning_result && <StatusBadge status={program.learning_result.status} />}
          </>
        ) : (
          <>
            <Text>
              {certificate.is_valid
                ? t('program_certificate_issued')
                : t('program_certificate_revoked')}
            </Text>
            {certificate.is_valid && (
              <Group gap="sm" wrap="wrap">
                {(['en', 'th'] as const).map((language) => (
                  <Button
                    key={language}
                    component="a"
                    href={certificatePdfUrl(certificate.id, language)}
                    download
                    leftSection={<DownloadIcon size={18} />}
                    variant={language === 'en' ? 'filled' : 'default'}
                  >
                    {t(`program_certificate_download_${language}`)}
                  </Button>
                ))}
                <Button
                  component={Link}
                  to={`/profile/library/certificate/${certificate.id}`}
                  variant="subtle"
                >
                  {t('program_certificate_view')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
