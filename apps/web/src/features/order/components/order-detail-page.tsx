import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { Order } from '@portal/shared';
import { HEAD_OFFICE_BRANCH, PROGRESS_STATUS } from '@portal/shared';
import { formatDateTime, learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { receiptUrl, useCancelOrder, useOrder } from '../api/orders';
import { orderMessages } from '../order-messages';
import { formatMoney, vatPercent } from './money';
import { OrderStatusBadge } from './order-status-badge';
import { PaymentPanel } from './payment-panel';

function Items(props: { order: Order }) {
  const { t } = useFeatureTranslation(orderMessages);
  const { order } = props;
  const line = (label: string, minor: number, strong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(t, minor, order.currency)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>{t('order_items')}</Text>
        {order.items.map((item) => (
          <Stack key={item.id} gap={2}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor component={Link} to={`/course/${item.content.id}`} fw={500}>
                {item.title}
              </Anchor>
              <Text style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(t, item.price_minor, order.currency)}
              </Text>
            </Group>
            {item.enroll_status !== null && (
              <Text
                size="sm"
                c={item.enroll_status === PROGRESS_STATUS.waiting_list ? 'orange.9' : 'teal.9'}
              >
                {t(`order_enrolled_${item.enroll_status}`)}
              </Text>
            )}
          </Stack>
        ))}
        <Divider />
        {order.discount_minor > 0 && (
          <>
            {line(t('cart_subtotal'), order.subtotal_minor)}
            <Group justify="space-between" wrap="nowrap">
              <Text c="teal.9">{t('coupon_discount', { code: order.coupon_code ?? '' })}</Text>
              <Text c="teal.9" style={{ whiteSpace: 'nowrap' }}>
                −{formatMoney(t, order.discount_minor, order.currency)}
              </Text>
            </Group>
          </>
        )}
        {order.vat_rate_bp > 0 &&
          line(t('checkout_vat', { rate: vatPercent(order.vat_rate_bp) }), order.vat_minor)}
        {line(t('checkout_total'), order.total_minor, true)}
      </Stack>
    </Paper>
  );
}

function TaxInvoiceCard(props: { invoice: NonNullable<Order['tax_invoice']> }) {
  const { t } = useFeatureTranslation(orderMessages);
  const { invoice } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-tax-invoice">
      <Stack gap={4}>
        <Text fw={600}>{t('order_tax_invoice')}</Text>
        <Text>{invoice.company_name}</Text>
        <Text size="sm">
          {t('order_tax_id', { id: invoice.tax_id })} ·{' '}
          {invoice.branch === HEAD_OFFICE_BRANCH
            ? t('tax_head_office')
            : t('order_tax_branch', { branch: invoice.branch })}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {invoice.address}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A paid order's way into what was bought: one Start learning per course enrolled in. */
function StartLearning(props: { order: Order }) {
  const { t } = useFeatureTranslation(orderMessages);
  const ready = props.order.items.filter(
    (item) => item.enroll_status === PROGRESS_STATUS.not_start,
  );
  if (ready.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title={t('order_ready')}>
      <Group gap="sm" mt="xs" wrap="wrap">
        {ready.map((item) => (
          <Button
            key={item.id}
            component={Link}
            to={`/course/${item.content.id}`}
            aria-label={
              ready.length > 1 ? t('order_start_learning_of', { title: item.title }) : undefined
            }
          >
            {ready.length > 1
              ? t('order_start_learning_of', { title: item.title })
              : t('order_start_learning')}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}

function CancelOrder(props: { order: Order }) {
  const { t } = useFeatureTranslation(orderMessages);
  const cancel = useCancelOrder(props.order.id);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => setAsking(true)}>
          {t('order_cancel')}
        </Button>
      </Group>
    );
  return (
    <Alert color="red" variant="light" title={t('order_cancel_confirm')}>
      <Group gap="sm" mt="xs">
        <Button color="red.9" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('order_cancel_yes')}
        </Button>
        <Button variant="default" onClick={() => setAsking(false)}>
          {t('order_cancel_no')}
        </Button>
      </Group>
      {cancel.isError && <Text mt="xs">{errorMessage(t, cancel.error)}</Text>}
    </Alert>
  );
}

function Receipt(props: { order: Order }) {
  const { t, i18n } = useFeatureTranslation(orderMessages);
  const { order } = props;
  return (
    <Paper withBorder radius="md" p="md" id="receipt">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('order_receipt')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('order_receipt_number', { number: order.receipt_number })} ·{' '}
          {t('order_paid_on', { date: formatDateTime(i18n.language, order.datetime_paid) })}
        </Text>
        <Group gap="sm" wrap="wrap">
          {(['en', 'th'] as const).map((language) => (
            <Button
              key={language}
              component="a"
              href={receiptUrl(order.id, language)}
              download
              variant={language === i18n.language ? 'filled' : 'default'}
            >
              {t(`order_receipt_download_${language}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /cart/purchase/{purchase_id}: an order, how to pay it while pending, its receipt once paid. */
export function OrderDetailPage() {
  useFeatureTranslation(learningMessages);
  const { t, i18n } = useFeatureTranslation(orderMessages);
  const id = Number(useParams().purchaseid);
  const order = useOrder(id);
  const data = order.data;
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <Anchor component={Link} to="/cart/purchase" size="sm">
          ← {t('order_back')}
        </Anchor>
        {order.isPending ? (
          <Skeleton height={280} radius="md" aria-busy="true" />
        ) : order.isError || !data ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, order.error)}
          </Alert>
        ) : (
          <>
            <Stack gap={6}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {t('order_number', { number: data.number })}
                </Title>
                <OrderStatusBadge
                  status={data.status}
                  isPaymentSubmitted={data.is_payment_submitted}
                />
              </Group>
              <Text c="dimmed" size="sm">
                {t('order_placed', { date: formatDateTime(i18n.language, data.datetime_create) })}
              </Text>
            </Stack>
            {data.status === 'paid' && <StartLearning order={data} />}
            {data.status === 'paid' && <Receipt order={data} />}
            {data.status === 'cancelled' && (
              <Alert color="gray" variant="light">
                {t('order_cancelled_note')}
                {data.cancel_reason && ` (${data.cancel_reason})`}
              </Alert>
            )}
            {data.status === 'expired' && (
              <Alert color="orange" variant="light">
                {t('order_expired_note')}
              </Alert>
            )}
            <Items order={data} />
            {data.tax_invoice && <TaxInvoiceCard invoice={data.tax_invoice} />}
            {data.status === 'pending' && data.payment.is_manual && <PaymentPanel order={data} />}
            {data.status === 'pending' && !data.is_payment_submitted && (
              <CancelOrder order={data} />
            )}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
