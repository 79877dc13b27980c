import { useState, type FormEvent } from 'react';
import { Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorSetup } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { authFactorMessages } from '../auth-factor-messages';

/** The secret to scan (QR code and the key by hand) and the first code that turns it on. */
export function SetupPanel(props: {
  setup: TwoFactorSetup;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useFeatureTranslation(authFactorMessages);
  const [code, setCode] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onConfirm(code.trim());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('two_factor_scan')}</Text>
        <Image
          src={props.setup.qr_data_url}
          alt={t('two_factor_qr_alt')}
          w={200}
          h={200}
          mx="auto"
          data-testid="two-factor-qr"
        />
        <Text size="xs" c="dimmed">
          {t('two_factor_secret_label')}
        </Text>
        <Code block data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
          {props.setup.secret}
        </Code>
        <TextInput
          label={t('two_factor_code_label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          error={props.error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={props.busy}>
            {t('two_factor_confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown once, with a copy button. */
export function RecoveryCodesPanel(props: { codes: string[]; onDone: () => void }) {
  const { t } = useFeatureTranslation(authFactorMessages);
  const [copied, setCopied] = useState(false);
  const handleCopy = async () => {
    await navigator.clipboard.writeText(props.codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('two_factor_recovery_title')}</Text>
      <Text size="sm">{t('two_factor_recovery_intro')}</Text>
      <Code block data-testid="recovery-codes">
        {props.codes.join('\n')}
      </Code>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void handleCopy()}>
          {copied ? t('two_factor_copied') : t('two_factor_copy')}
        </Button>
        <Button onClick={props.onDone}>{t('two_factor_recovery_done')}</Button>
      </Group>
    </Stack>
  );
}
