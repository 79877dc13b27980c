import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { ORDER_ORDERINGS, ORDER_STATUSES, type DashboardOrder } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { formatDateTime, learningMessages } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '@/features/order';
import { formatMoney } from '@/features/order/components/money';
import { OrderStatusBadge } from '@/features/order/components/order-status-badge';
import {
  DashboardList,
  dashboardListMessages,
  DashboardListToolbar,
  knownOrdering,
  LearnerCell,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useDashboardOrders } from './api/orders';
import { OrderDecisionDialog } from './order-decision-dialog';
import { ordersMessages } from './orders-messages';

const ORDER_LABELS: Record<(typeof ORDER_ORDERINGS)[number], string> = {
  '-created': 'orders_order_created_desc',
  created: 'orders_order_created_asc',
  '-total': 'orders_order_total_desc',
  total: 'orders_order_total_asc',
};

/**
 * /dashboard/order: every order, paged on the server with search, ordering and filters in the
 * URL; a pending order can be confirmed as paid (enrolling its buyer) or cancelled.
 */
export function OrdersPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(orderMessages);
  useFeatureTranslation(dashboardListMessages);
  const { t, i18n } = useFeatureTranslation(ordersMessages);
  const list = useDashboardListParams('-created');
  const ordering = knownOrdering(list.ordering, ORDER_ORDERINGS, '-created');
  const query = useDashboardOrders({
    page: list.page,
    search: list.search,
    ordering,
    status: list.filter('status') || undefined,
    is_payment_submitted: list.filter('is_payment_submitted') || undefined,
  });
  const [deciding, setDeciding] = useState<{
    order: DashboardOrder;
    decision: 'confirm' | 'cancel';
  } | null>(null);

  const columns: ListColumn<DashboardOrder>[] = [
    {
      key: 'order',
      header: t('orders_col_order'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.number}
          </Text>
          <Text size="xs">
            {row.item_count > 1
              ? t('order_items_more', { title: row.title, count: row.item_count - 1 })
              : row.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(i18n.language, row.datetime_create)}
          </Text>
          <Text size="sm" fw={700}>
            {formatMoney(t, row.total_minor, row.currency)}
          </Text>
          {row.coupon_code && (
            <Text size="xs" c="teal.9">
              {t('coupon_discount', { code: row.coupon_code })} −
              {formatMoney(t, row.discount_minor, row.currency)}
            </Text>
          )}
          {row.tax_invoice && (
            <Stack gap={0} mt={4} data-testid="order-tax-invoice">
              <Text size="xs" fw={600}>
                {t('order_tax_invoice')}: {row.tax_invoice.company_name}
              </Text>
              <Text size="xs">
                {t('order_tax_id', { id: row.tax_invoice.tax_id })} ·{' '}
                {row.tax_invoice.branch === '00000'
                  ? t('tax_head_office')
                  : t('order_tax_branch', { branch: row.tax_invoice.branch })}
              </Text>
              <Text size="xs" c="dimmed">
                {row.tax_invoice.address}
              </Text>
            </Stack>
          )}
        </Stack>
      ),
    },
    {
      key: 'buyer',
      header: t('orders_col_buyer'),
      minWidth: 180,
      cell: (row) => <LearnerCell user={row.user} />,
    },
    {
      key: 'payment',
      header: t('orders_col_payment'),
      minWidth: 160,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{t(`orders_method_${row.payment_method}`)}</Text>
          <Text size="xs" c="dimmed">
            {row.payment_reference
              ? t('orders_reference', { reference: row.payment_reference })
              : t('orders_no_reference')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('orders_col_status'),
      nowrap: true,
      minWidth: 170,
      cell: (row) => (
        <OrderStatusBadge
          status={row.status}
          isPaymentSubmitted={row.is_payment_submitted}
          size="sm"
        />
      ),
    },
  ];

  const actions = (row: DashboardOrder) =>
    row.status === 'pending' ? (
      <>
        <Button
          size="compact-sm"
          color="teal.9"
          aria-label={t('orders_confirm_of', { number: row.number })}
          onClick={() => setDeciding({ order: row, decision: 'confirm' })}
        >
          {t('orders_confirm_short')}
        </Button>
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-label={t('orders_cancel_of', { number: row.number })}
          onClick={() => setDeciding({ order: row, decision: 'cancel' })}
        >
          {t('orders_cancel')}
        </Button>
      </>
    ) : null;

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('orders_title')} intro={t('orders_intro')} />
        <DashboardListToolbar
          list={list}
          searchDescription={t('orders_search_help')}
          ordering={{
            value: ordering,
            options: ORDER_ORDERINGS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
          }}
          filters={[
            {
              name: 'status',
              label: t('orders_filter_status'),
              options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`order_status_${s}`) })),
            },
            {
              name: 'is_payment_submitted',
              label: t('orders_filter_reported'),
              options: [
                { value: 'true', label: t('orders_reported_yes') },
                { value: 'false', label: t('orders_reported_no') },
              ],
            },
          ]}
          clearable
        />
        <DashboardList
          label={t('orders_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          actions={actions}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <OrderDecisionDialog
        order={deciding?.order ?? null}
        decision={deciding?.decision ?? 'confirm'}
        onClose={() => setDeciding(null)}
      />
    </PageContainer>
  );
}
