import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCertificateCode, formatCertificateDate, type CertificateItem } from '@portal/shared';
import { listMessages, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCertificates } from '../api/get-certificates';
import { certificateMessages } from '../certificate-messages';
import { LibraryListPage } from './library-list-page';

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
  const query = useCertificates(list.page);
  return (
    <LibraryListPage
      title={t('certificate_list_title')}
      intro={t('certificate_list_intro')}
      empty={t('certificate_empty')}
      current="certificate"
      query={query}
      page={list.page}
      onPage={list.setPage}
      row={(item) => <CertificateRow item={item} />}
    />
  );
}
