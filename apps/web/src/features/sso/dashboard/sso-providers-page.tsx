import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  OIDC_PRESETS,
  SsoAttributeMapSchema,
  type SsoAttributeMap,
  type SsoKind,
  type SsoProvider,
  type SsoProviderInput,
} from '@portal/shared';
import { isApiError } from '@/api';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDeleteSsoProvider, useSaveSsoProvider, useSsoProviders } from '../api/sso-api';
import { ssoMessages } from '../sso-messages';

/** Issuer patterns the presets fill in (the admin replaces the placeholders). */
const PRESET_ISSUER: Record<(typeof OIDC_PRESETS)[number], string> = {
  generic: '',
  azure: 'https://login.microsoftonline.com/<tenant-id>/v2.0',
  cognito: 'https://cognito-idp.<region>.amazonaws.com/<user-pool-id>',
  google: 'https://accounts.google.com',
};

interface Draft {
  id: number | null;
  kind: SsoKind;
  name: string;
  label_en: string;
  label_th: string;
  is_enabled: boolean;
  is_jit: boolean;
  is_password_login_allowed: boolean;
  preset: (typeof OIDC_PRESETS)[number];
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  has_secret: boolean;
  metadata_xml: string;
  metadata_url: string;
  idp_entity_id: string;
  sso_url: string;
  slo_url: string;
  idp_cert: string;
  attributes: SsoAttributeMap;
  groups: string;
  provider: SsoProvider | null;
}

function draftOf(kind: SsoKind, p: SsoProvider | null): Draft {
  return {
    id: p?.id ?? null,
    kind: p?.kind ?? kind,
    name: p?.name ?? '',
    label_en: p?.label_en ?? '',
    label_th: p?.label_th ?? '',
    is_enabled: p?.is_enabled ?? false,
    is_jit: p?.is_jit ?? false,
    is_password_login_allowed: p?.is_password_login_allowed ?? true,
    preset: p?.oidc?.preset ?? 'generic',
    issuer: p?.oidc?.issuer ?? '',
    client_id: p?.oidc?.client_id ?? '',
    client_secret: '',
    scopes: p?.oidc?.scopes ?? 'openid email profile',
    has_secret: p?.has_client_secret ?? false,
    metadata_xml: '',
    metadata_url: p?.saml?.metadata_url ?? '',
    idp_entity_id: p?.saml?.idp_entity_id ?? '',
    sso_url: p?.saml?.sso_url ?? '',
    slo_url: p?.saml?.slo_url ?? '',
    idp_cert: p?.saml?.idp_cert ?? '',
    attributes:
      p?.attributes ??
      (kind === 'saml'
        ? {
            email: 'email',
            first_name: 'givenName',
            last_name: 'sn',
            department: '',
            position: '',
            groups: 'groups',
          }
        : SsoAttributeMapSchema.parse({})),
    groups: (p?.group_mapping ?? []).map((m) => `${m.value}=${m.group_id}`).join('\n'),
    provider: p,
  };
}

function inputOf(d: Draft): SsoProviderInput {
  const group_mapping = d.groups
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      return { value: line.slice(0, at).trim(), group_id: Number(line.slice(at + 1)) };
    });
  const common = {
    name: d.name,
    label_en: d.label_en,
    label_th: d.label_th,
    is_enabled: d.is_enabled,
    is_jit: d.is_jit,
    is_password_login_allowed: d.is_password_login_allowed,
    sort: d.provider?.sort ?? 0,
    attributes: d.attributes,
    group_mapping,
  };
  if (d.kind === 'oidc')
    return {
      kind: 'oidc',
      ...common,
      oidc: { preset: d.preset, issuer: d.issuer, client_id: d.client_id, scopes: d.scopes },
      client_secret: d.client_secret,
    };
  return {
    kind: 'saml',
    ...common,
    saml: {
      metadata_xml: d.metadata_xml,
      metadata_url: d.metadata_url,
      idp_entity_id: d.idp_entity_id,
      sso_url: d.sso_url,
      slo_url: d.slo_url,
      idp_cert: d.idp_cert,
    },
  };
}

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
                    <Table.Td>{p.kind === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'}</Table.Td>
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
        title={draft?.kind === 'saml' ? 'SAML 2.0' : 'OpenID Connect'}
      >
        {draft && <ProviderForm draft={draft} onDone={() => setDraft(null)} />}
      </Modal>
    </PageContainer>
  );
}

function ProviderForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useFeatureTranslation(ssoMessages);
  const [d, setD] = useState(draft);
  const save = useSaveSsoProvider();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setD((prev) => ({ ...prev, [key]: value }));
  type TextKey =
    | 'name'
    | 'label_en'
    | 'label_th'
    | 'issuer'
    | 'client_id'
    | 'scopes'
    | 'metadata_url'
    | 'idp_entity_id'
    | 'sso_url'
    | 'slo_url';
  const text = (key: TextKey, label: string) => (
    <TextInput label={label} value={d[key]} onChange={(e) => set(key, e.currentTarget.value)} />
  );
  const error = save.error && isApiError(save.error) ? save.error : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: d.id, input: inputOf(d) }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        {text('name', t('sso_field_name'))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('label_en', t('sso_field_label_en'))}
          {text('label_th', t('sso_field_label_th'))}
        </SimpleGrid>
        <Checkbox
          label={t('sso_field_enabled')}
          checked={d.is_enabled}
          onChange={(e) => set('is_enabled', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('sso_field_jit')}
          checked={d.is_jit}
          onChange={(e) => set('is_jit', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('sso_field_password')}
          checked={d.is_password_login_allowed}
          onChange={(e) => set('is_password_login_allowed', e.currentTarget.checked)}
        />
        {d.kind === 'oidc' ? (
          <>
            <Select
              label={t('sso_field_preset')}
              data={OIDC_PRESETS.map((p) => ({ value: p, label: t(`sso_preset_${p}`) }))}
              value={d.preset}
              allowDeselect={false}
              onChange={(value) => {
                const preset = value ?? 'generic';
                setD((prev) => ({ ...prev, preset, issuer: prev.issuer || PRESET_ISSUER[preset] }));
              }}
            />
            {text('issuer', t('sso_field_issuer'))}
            {text('client_id', t('sso_field_client_id'))}
            <PasswordInput
              label={t('sso_field_client_secret')}
              description={d.has_secret ? t('sso_secret_stored') : undefined}
              value={d.client_secret}
              autoComplete="new-password"
              onChange={(e) => set('client_secret', e.currentTarget.value)}
            />
            {text('scopes', t('sso_field_scopes'))}
          </>
        ) : (
          <>
            <Textarea
              label={t('sso_field_metadata_xml')}
              autosize
              minRows={2}
              maxRows={6}
              value={d.metadata_xml}
              onChange={(e) => set('metadata_xml', e.currentTarget.value)}
            />
            {text('metadata_url', t('sso_field_metadata_url'))}
            {text('idp_entity_id', t('sso_field_entity_id'))}
            {text('sso_url', t('sso_field_sso_url'))}
            {text('slo_url', t('sso_field_slo_url'))}
            <Textarea
              label={t('sso_field_cert')}
              autosize
              minRows={2}
              maxRows={6}
              value={d.idp_cert}
              onChange={(e) => set('idp_cert', e.currentTarget.value)}
            />
          </>
        )}
        <Text fw={600} mt="sm">
          {t('sso_attributes')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(['email', 'first_name', 'last_name', 'department', 'position', 'groups'] as const).map(
            (key) => (
              <TextInput
                key={key}
                label={t(`sso_attr_${key}`)}
                value={d.attributes[key]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setD((prev) => ({ ...prev, attributes: { ...prev.attributes, [key]: value } }));
                }}
              />
            ),
          )}
        </SimpleGrid>
        <Textarea
          label={t('sso_group_mapping')}
          description={t('sso_group_mapping_hint')}
          autosize
          minRows={2}
          value={d.groups}
          onChange={(e) => set('groups', e.currentTarget.value)}
        />
        {d.provider && (
          <Alert color="blue" variant="light" title={t('sso_give_idp')}>
            <Stack gap={4}>
              {(d.kind === 'oidc'
                ? [['sso_redirect_uri', d.provider.redirect_uri]]
                : [
                    ['sso_sp_entity_id', d.provider.sp_entity_id],
                    ['sso_acs_url', d.provider.acs_url],
                    ['sso_metadata_url', d.provider.metadata_url],
                  ]
              ).map(([label, value]) => (
                <Text key={label} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {t(label as 'sso_redirect_uri')}: <Code>{value}</Code>
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {[
              error.detail,
              ...Object.entries(error.errors).map(
                ([field, keys]) => `${field}: ${keys.join(', ')}`,
              ),
            ].join(' — ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('sso_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('sso_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
