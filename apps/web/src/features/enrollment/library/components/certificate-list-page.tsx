import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCertificateCode, formatCertificateDate, type CertificateItem } from '@portal/shared';
import { listMessages, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCertificates } from '../api/get-certificates';
import { certificateMessages } from '../certificate-messages';
import { LibraryListPage } from './library-list-page';

/**
 * Valid, revoked or suspended, as a badge (the dark shades keep the text above 4.5:1): a
 * suspended certificate comes back when its completion does, so it is amber, not red.
 */
export function CertificateValidity(props: { item: Pick<CertificateItem, 'invalid_reason'> }) {
  const { t } = useFeatureTranslation(certificateMessages);
  const reason = props.item.invalid_reason;
  const color = reason === null ? 'teal.9' : reason === 'suspended' ? 'orange.9' : 'red.9';
  return (
    <Badge color={color} variant="filled" autoContrast>
      {reason === null ? t('certificate_valid') : t(`certificate_${reason}`)}
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
          <CertificateValidity item={item} />
        </Group>
        <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/profile/library/certificate/${item.id}`} inherit>
            {item.content_title}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('certificate_code')}: {formatCertificateCode(item.code)}
        </Text>
        {item.invalid_reason !== null && (
          <Text size="sm">{t(`certificate_${item.invalid_reason}_notice`)}</Text>
        )}
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
