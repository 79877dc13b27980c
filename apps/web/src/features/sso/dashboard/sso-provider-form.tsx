import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { OIDC_PRESETS } from '@portal/shared';
import { GroupPicker } from '@/features/dashboard/group-picker';
import { isApiError } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useSaveSsoProvider } from '../api/sso-api';
import { ssoMessages } from '../sso-messages';
import { inputOf, PRESET_ISSUER, type Draft } from './sso-draft';

/** The provider form of /dashboard/sso (a modal's body): OIDC, SAML or plain OAuth 2 fields. */
export function ProviderForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
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
    | 'authorization_url'
    | 'token_url'
    | 'userinfo_url'
    | 'subject_field'
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
        {d.kind === 'oidc' && (
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
          </>
        )}
        {d.kind === 'oauth2' && (
          <>
            {text('authorization_url', t('sso_field_authorization_url'))}
            {text('token_url', t('sso_field_token_url'))}
            {text('userinfo_url', t('sso_field_userinfo_url'))}
            {text('subject_field', t('sso_field_subject_field'))}
          </>
        )}
        {d.kind !== 'saml' ? (
          <>
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
            <Checkbox
              label={t('sso_field_sign_requests')}
              description={t('sso_field_sign_requests_hint')}
              checked={d.sign_requests}
              onChange={(e) => set('sign_requests', e.currentTarget.checked)}
            />
            {d.sign_requests && (
              <>
                <Textarea
                  label={t('sso_field_sp_cert')}
                  autosize
                  minRows={2}
                  maxRows={6}
                  value={d.sp_cert}
                  onChange={(e) => set('sp_cert', e.currentTarget.value)}
                />
                <Textarea
                  label={t('sso_field_sp_private_key')}
                  description={d.has_sp_private_key ? t('sso_secret_stored') : undefined}
                  autosize
                  minRows={2}
                  maxRows={6}
                  autoComplete="off"
                  spellCheck={false}
                  value={d.sp_private_key}
                  onChange={(e) => set('sp_private_key', e.currentTarget.value)}
                />
              </>
            )}
          </>
        )}
        <Text fw={600} mt="sm">
          {t('sso_attributes')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {(
            [
              'email',
              'first_name',
              'last_name',
              'first_name_th',
              'last_name_th',
              'department',
              'position',
              'groups',
            ] as const
          ).map((key) => (
            <TextInput
              key={key}
              label={t(`sso_attr_${key}`)}
              value={d.attributes[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setD((prev) => ({ ...prev, attributes: { ...prev.attributes, [key]: value } }));
              }}
            />
          ))}
        </SimpleGrid>
        <Stack gap={6}>
          <Text fw={600} mt="sm">
            {t('sso_group_mapping')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('sso_group_mapping_hint')}
          </Text>
          {d.groups.map((row, index) => (
            <Group key={index} align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t('sso_group_value', { n: index + 1 })}
                value={row.value}
                style={{ flex: '1 1 160px' }}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setD((prev) => ({
                    ...prev,
                    groups: prev.groups.map((r, i) => (i === index ? { ...r, value } : r)),
                  }));
                }}
              />
              <div style={{ flex: '2 1 220px' }}>
                <GroupPicker
                  label={t('sso_group_target', { n: index + 1 })}
                  maxValues={1}
                  value={row.group ? [row.group] : []}
                  onChange={(groups) =>
                    setD((prev) => ({
                      ...prev,
                      groups: prev.groups.map((r, i) =>
                        i === index ? { ...r, group: groups.at(-1) ?? null } : r,
                      ),
                    }))
                  }
                />
              </div>
              <Button
                variant="subtle"
                color="red.9"
                aria-label={t('sso_group_remove', { n: index + 1 })}
                onClick={() =>
                  setD((prev) => ({ ...prev, groups: prev.groups.filter((_, i) => i !== index) }))
                }
              >
                {t('sso_delete')}
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                setD((prev) => ({ ...prev, groups: [...prev.groups, { value: '', group: null }] }))
              }
            >
              {t('sso_group_add')}
            </Button>
          </Group>
        </Stack>
        {d.provider && (
          <Alert color="blue" variant="light" title={t('sso_give_idp')}>
            <Stack gap={4}>
              {(d.kind !== 'saml'
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
