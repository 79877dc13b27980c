import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PaymentSubmitSchema, type Order } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { apiFieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useSubmitPayment } from '../api/orders';
import { orderMessages } from '../order-messages';
import { formatMoney } from './money';

/**
 * How to pay a pending PromptPay order: the QR (or the transfer details), then the learner
 * reports the transfer reference. Once reported, it says an administrator is checking.
 */
export function PaymentPanel(props: { order: Order }) {
  const { t, i18n } = useFeatureTranslation(orderMessages);
  const { order } = props;
  const submit = useSubmitPayment(order.id);
  const [reference, setReference] = useState(order.payment.reference ?? '');
  const [note, setNote] = useState(order.payment.note);
  const [invalid, setInvalid] = useState<string | null>(null);
  const amount = formatMoney(t, order.total_minor, order.currency);
  const payee = order.payment.payee_name || t('order_payment_method');
  // The server's word on the reference (one already reported on another order) shows on the field.
  const referenceRefused = apiFieldMessages(t, submit.error).reference;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PaymentSubmitSchema.safeParse({ reference, note: note || undefined });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'this_field_is_required');
      return;
    }
    setInvalid(null);
    submit.mutate(parsed.data);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('order_pay_title')}
        </Title>
        {order.payment.qr_code ? (
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Image
              src={order.payment.qr_code}
              alt={t('order_pay_qr_alt', { amount })}
              w={220}
              h={220}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
            <Stack gap={6} style={{ flex: '1 1 240px' }}>
              <Text size="xl" fw={700}>
                {amount}
              </Text>
              <Text size="sm">{t('order_pay_help', { amount, payee })}</Text>
              <Text size="sm" c="dimmed">
                {t('order_pay_expires', {
                  date: formatDateTime(i18n.language, order.datetime_expire),
                })}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Text>{t('order_pay_no_qr', { amount, payee })}</Text>
        )}
        {order.is_payment_submitted && (
          <Alert color="blue" variant="light" role="status">
            <Stack gap={4}>
              <Text size="sm">{t('order_reported')}</Text>
              {order.payment.reference && (
                <Text size="sm" fw={600}>
                  {t('order_reported_ref', { reference: order.payment.reference })}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t('order_reference')}
              description={t('order_reference_help')}
              required
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={invalid ? t(invalid, { count: 100 }) : referenceRefused}
            />
            <TextInput
              label={t('order_note')}
              description={t('order_note_help')}
              value={note}
              maxLength={200}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <FormError message={referenceRefused ? null : errorMessage(t, submit.error)} />
            <Group>
              <Button type="submit" loading={submit.isPending}>
                {t('order_report_paid')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
