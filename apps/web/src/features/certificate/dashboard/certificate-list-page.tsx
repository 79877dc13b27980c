import { useState } from 'react';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  formatCertificateCode,
  formatCertificateDate,
  type DashboardCertificate,
} from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  DashboardListToolbar,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useDashboardCertificates } from './api/certificates';
import { certificateAdminMessages } from './certificate-messages';
import { RevokeDialog } from './revoke-dialog';

/** /dashboard/certificate: certificates issued, searchable, with revoke; link to the wording. */
export function CertificateListPage() {
  const { t, i18n } = useFeatureTranslation(certificateAdminMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams();
  const [revoking, setRevoking] = useState<DashboardCertificate | null>(null);
  const query = useDashboardCertificates({
    page: list.page,
    search: list.search,
    is_valid: list.filter('is_valid') || undefined,
  });
  const date = (iso: string) => formatCertificateDate(iso, i18n.language);

  const columns: ListColumn<DashboardCertificate>[] = [
    {
      key: 'learner',
      header: t('cert_col_learner'),
      minWidth: 170,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.learner_name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'course',
      header: t('cert_col_course'),
      minWidth: 180,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.content_title}</Text>
          <Text size="xs" c="dimmed">
            {row.content.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'issued',
      header: t('cert_col_issued'),
      nowrap: true,
      cell: (row) => date(row.datetime_issue),
    },
    {
      key: 'status',
      header: t('cert_col_status'),
      nowrap: true,
      cell: (row) =>
        row.is_valid ? (
          <Badge
            color="teal.9"
            variant="filled"
            autoContrast
            style={{ flex: 'none', minWidth: 'max-content' }}
          >
            {t('cert_valid')}
          </Badge>
        ) : (
          <Stack gap={2} align="flex-start">
            <Badge
              color="red.9"
              variant="filled"
              autoContrast
              style={{ flex: 'none', minWidth: 'max-content' }}
            >
              {t(row.is_suspended ? 'cert_suspended' : 'cert_revoked')}
            </Badge>
            {row.is_suspended && (
              <Text size="xs" c="dimmed">
                {t('cert_suspended_help')}
              </Text>
            )}
            {!row.is_suspended && row.datetime_revoke && (
              <Text size="xs" c="dimmed">
                {t('cert_revoked_on', { date: date(row.datetime_revoke) })}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'code',
      header: t('cert_col_code'),
      nowrap: true,
      cell: (row) => (
        <Anchor
          href={row.verify_path}
          target="_blank"
          rel="noopener"
          size="sm"
          ff="monospace"
          aria-label={t('cert_verify_link', { code: formatCertificateCode(row.code) })}
        >
          {formatCertificateCode(row.code)}
        </Anchor>
      ),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('cert_title')} intro={t('cert_intro')} gap="sm">
          <Button component={Link} to="/certificate/template/default" variant="default">
            {t('cert_default_wording')}
          </Button>
        </PageHeader>
        <DashboardListToolbar
          list={list}
          searchDescription={t('cert_search_help')}
          filters={[
            {
              name: 'is_valid',
              label: t('cert_filter_validity'),
              options: [
                { value: 'true', label: t('cert_valid') },
                { value: 'false', label: t('cert_revoked') },
              ],
            },
          ]}
        />
        <DashboardList
          label={t('cert_title')}
          query={query}
          forbidden={t('cert_forbidden')}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={t('cert_empty')}
          actions={(row) =>
            row.is_valid || row.is_suspended ? (
              <Button size="xs" variant="outline" color="red.9" onClick={() => setRevoking(row)}>
                {t('cert_revoke')}
              </Button>
            ) : null
          }
        />
      </Stack>
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </PageContainer>
  );
}
