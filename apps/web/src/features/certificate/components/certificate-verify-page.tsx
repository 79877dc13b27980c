import {
  Alert,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useParams } from 'react-router';
import { formatCertificateCode, formatCertificateDate } from '@portal/shared';
import { isApiError } from '@/api';
import { CheckIcon, CrossIcon } from '@/components/icons';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useVerifyCertificate } from '../api/verify-certificate';
import { certificateVerifyMessages } from '../certificate-verify-messages';
import { Fact } from '@/components/fact';

/**
 * /certificate/verify/{code}: anyone, signed in or not, checks a certificate by its code and
 * sees the name, the course, the date and whether it is valid.
 */
export function CertificateVerifyPage() {
  const { t, i18n } = useFeatureTranslation(certificateVerifyMessages);
  const code = useParams().code ?? '';
  const check = useVerifyCertificate(code);
  const data = check.data;
  return (
    <PageContainer>
      <Stack gap="lg" maw={720} mx="auto" w="100%">
        <div>
          <Title order={1}>{t('verify_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('verify_intro')}
          </Text>
        </div>
        {check.isPending ? (
          <Skeleton height={240} radius="md" aria-busy="true" />
        ) : check.isError || !data ? (
          <Alert color="red" variant="outline" role="alert">
            {isApiError(check.error, 404)
              ? t('verify_not_found')
              : isApiError(check.error, 429)
                ? t('verify_too_many')
                : errorMessage(t, check.error)}
          </Alert>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <Group gap="sm" wrap="nowrap" role="status">
                <ThemeIcon color={data.is_valid ? 'teal.9' : 'red.9'} radius="xl" size="lg">
                  {data.is_valid ? <CheckIcon size={18} /> : <CrossIcon size={18} />}
                </ThemeIcon>
                <Text fw={700} size="lg" c={data.is_valid ? 'teal.9' : 'red.9'}>
                  {data.is_valid ? t('verify_valid') : t('verify_revoked')}
                </Text>
              </Group>
              <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
                <Fact term={t('verify_learner')}>{data.learner_name}</Fact>
                <Fact term={t('verify_course')}>
                  {i18n.language === 'th' ? data.content_title_th : data.content_title_en}
                  {data.content_title_th !== data.content_title_en && (
                    <>
                      <br />
                      <Text span c="dimmed" inherit fw={400}>
                        {i18n.language === 'th' ? data.content_title_en : data.content_title_th}
                      </Text>
                    </>
                  )}
                </Fact>
                <Fact term={t('verify_date')}>
                  {formatCertificateDate(data.datetime_issue, i18n.language)}
                </Fact>
                <Fact term={t('verify_code')}>{formatCertificateCode(data.code)}</Fact>
              </SimpleGrid>
            </Stack>
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
