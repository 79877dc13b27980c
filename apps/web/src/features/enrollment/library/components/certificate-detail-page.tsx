import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatCertificateCode, formatCertificateDate } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { certificatePdfUrl, useCertificate } from '../api/get-certificates';
import { certificateMessages } from '../certificate-messages';
import { CertificateValidity } from './certificate-list-page';
import { LibraryNav } from './library-nav';
import { Fact } from '@/components/fact';
import { WordBreaks } from '@/components/word-breaks';

/** /profile/library/certificate/{certificateid}: the certificate, its PDF and its public link. */
export function CertificateDetailPage() {
  const { t, i18n } = useFeatureTranslation(certificateMessages);
  const id = Number(useParams().certificateid);
  const certificate = useCertificate(id);
  const data = certificate.data;
  const verifyUrl = data ? new URL(data.verify_path, window.location.origin).toString() : '';
  return (
    <PageContainer>
      <Stack gap="lg">
        <LibraryNav current="certificate" />
        <Anchor component={Link} to="/profile/library/certificate" size="sm">
          ← {t('certificate_back')}
        </Anchor>
        {certificate.isPending ? (
          <Skeleton height={320} radius="md" aria-busy="true" />
        ) : certificate.isError || !data ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, certificate.error)}
          </Alert>
        ) : (
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="md" align="center" ta="center">
                <Group gap="xs" justify="center">
                  <CertificateValidity item={data} />
                </Group>
                <Title order={1} c="blue.8" style={{ overflowWrap: 'anywhere' }}>
                  <WordBreaks text={data.heading} />
                </Title>
                <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {data.learner_name}
                </Text>
                <Text c="dimmed">{data.body}</Text>
                <Text size="lg" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {data.content_title}
                </Text>
              </Stack>
            </Paper>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
              <Fact term={t('certificate_learner')}>{data.learner_name}</Fact>
              <Fact term={t('certificate_course')}>
                {data.content_title_en}
                {data.content_title_th !== data.content_title_en && (
                  <>
                    <br />
                    {data.content_title_th}
                  </>
                )}
              </Fact>
              <Fact term={t('certificate_date')}>
                {formatCertificateDate(data.datetime_issue, i18n.language)}
              </Fact>
              <Fact term={t('certificate_code')}>{formatCertificateCode(data.code)}</Fact>
              {data.signer_name && (
                <Fact term={t('certificate_signed_by')}>
                  {data.signer_name}
                  {data.signer_title && ` · ${data.signer_title}`}
                </Fact>
              )}
            </SimpleGrid>
            {data.is_valid ? (
              <Stack gap="xs">
                <Group gap="sm" wrap="wrap">
                  {(['en', 'th'] as const).map((language) => (
                    <Button
                      key={language}
                      component="a"
                      href={certificatePdfUrl(data.id, language)}
                      download
                      variant={language === i18n.language ? 'filled' : 'default'}
                    >
                      {t(`certificate_download_${language}`)}
                    </Button>
                  ))}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('certificate_download_help')}
                </Text>
              </Stack>
            ) : (
              <Alert color={data.invalid_reason === 'suspended' ? 'orange' : 'red'} variant="light">
                {t(`certificate_${data.invalid_reason ?? 'revoked'}_notice`)}
              </Alert>
            )}
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('certificate_verify_link')}
                  value={verifyUrl}
                  readOnly
                  style={{ flex: 1, minWidth: 0 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={verifyUrl}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
                      {copied ? t('certificate_copied') : t('certificate_copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm" c="dimmed">
                {t('certificate_verify_help')}{' '}
                <Anchor component={Link} to={data.verify_path} underline="always">
                  {data.verify_path}
                </Anchor>
              </Text>
            </Stack>
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
