import {
  Alert,
  Anchor,
  Badge,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { formatCertificateCode, formatCertificateDate, type CertificateItem } from '@portal/shared';
import { ListPagination, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { BookIcon } from '@/components/icons';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCertificates } from '../api/get-certificates';
import { certificateMessages } from '../certificate-messages';
import { LibraryNav } from './library-nav';

/** Valid or revoked, as a badge (the dark shades keep the text above 4.5:1). */
export function CertificateValidity(props: { isValid: boolean }) {
  const { t } = useFeatureTranslation(certificateMessages);
  return (
    <Badge color={props.isValid ? 'teal.9' : 'red.9'} variant="filled" autoContrast>
      {props.isValid ? t('certificate_valid') : t('certificate_revoked')}
    </Badge>
  );
}

function CertificateRow(props: { item: CertificateItem }) {
  const { t, i18n } = useFeatureTranslation(certificateMessages);
  const { item } = props;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="certificate-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text size="sm" c="dimmed" component="time" dateTime={item.datetime_issue}>
            {t('certificate_issued_on', {
              date: formatCertificateDate(item.datetime_issue, i18n.language),
            })}
          </Text>
          <CertificateValidity isValid={item.is_valid} />
        </Group>
        <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/profile/library/certificate/${item.id}`} inherit>
            {item.content_title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('certificate_code')}: {formatCertificateCode(item.code)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** /profile/library/certificate: the learner's certificates, newest first, paged. */
export function CertificateListPage() {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(certificateMessages);
  const list = useListParams();
  const certificates = useCertificates(list.page);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('certificate_list_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('certificate_list_intro')}
          </Text>
        </div>
        <LibraryNav current="certificate" />
        {certificates.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('list_loading')}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : certificates.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, certificates.error)}
          </Alert>
        ) : certificates.data.results.length === 0 ? (
          <EmptyState
            icon={<BookIcon size={28} />}
            withIndicatorBackground
            title={t('certificate_list_title')}
            description={t('certificate_empty')}
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('list_result_count', { count: certificates.data.count })}
            </Text>
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {certificates.data.results.map((item) => (
                <CertificateRow key={item.id} item={item} />
              ))}
            </Stack>
            <ListPagination
              count={certificates.data.count}
              pageSize={certificates.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
