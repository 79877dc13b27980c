import { useState } from 'react';
import { Badge, Button, Group, Menu, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { SOCIAL_TYPES, type SsoKind } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDeleteSsoProvider, useSsoProviders } from '../api/sso-api';
import { ssoMessages } from '../sso-messages';
import { draftOf, socialDraft, type Draft } from './sso-draft';
import { ProviderForm } from './sso-provider-form';

const KIND_LABEL: Record<SsoKind, string> = {
  oidc: 'OpenID Connect',
  saml: 'SAML 2.0',
  oauth2: 'OAuth 2.0',
};

/** /dashboard/sso: the identity providers (superusers). */
export function SsoProvidersPage() {
  const { t } = useFeatureTranslation(ssoMessages);
  const providers = useSsoProviders(1);
  const remove = useDeleteSsoProvider();
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = providers.data?.results ?? [];

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('sso_admin_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('sso_admin_intro')}
          </Text>
        </div>
        <Group>
          <Button onClick={() => setDraft(draftOf('oidc', null))}>{t('sso_add_oidc')}</Button>
          <Button variant="default" onClick={() => setDraft(draftOf('saml', null))}>
            {t('sso_add_saml')}
          </Button>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default" data-testid="sso-add-social">
                {t('sso_add_social')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {SOCIAL_TYPES.map((type) => (
                <Menu.Item key={type} onClick={() => setDraft(socialDraft(type))}>
                  {t(`sso_social_${type}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
        {providers.isSuccess && list.length === 0 && <Text c="dimmed">{t('sso_none')}</Text>}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sso_col_name')}</Table.Th>
                  <Table.Th>{t('sso_col_kind')}</Table.Th>
                  <Table.Th>{t('sso_col_status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td>{KIND_LABEL[p.kind]}</Table.Td>
                    <Table.Td>
                      <Badge color={p.is_enabled ? 'teal' : 'gray'} variant="light">
                        {p.is_enabled ? t('sso_enabled') : t('sso_disabled')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setDraft(draftOf(p.kind, p))}
                        >
                          {t('sso_edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => {
                            if (window.confirm(t('sso_delete_confirm'))) remove.mutate(p.id);
                          }}
                        >
                          {t('sso_delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        size="lg"
        title={draft ? KIND_LABEL[draft.kind] : ''}
      >
        {draft && <ProviderForm draft={draft} onDone={() => setDraft(null)} />}
      </Modal>
    </PageContainer>
  );
}
