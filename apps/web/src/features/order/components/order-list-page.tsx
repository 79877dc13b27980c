import { Anchor, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderSummary } from '@portal/shared';
import { formatDateTime, learningMessages } from '@/components/learning';
import { PagedCardList, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useOrders } from '../api/orders';
import { orderMessages } from '../order-messages';
import { formatMoney } from './money';
import { OrderStatusBadge } from './order-status-badge';

function OrderRow(props: { order: OrderSummary }) {
  const { t, i18n } = useFeatureTranslation(orderMessages);
  const { order } = props;
  const title =
    order.item_count > 1
      ? t('order_items_more', { title: order.title, count: order.item_count - 1 })
      : order.title;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/cart/purchase/${order.id}`}
            fw={600}
            aria-label={t('order_open', { number: order.number })}
          >
            {order.number}
          </Anchor>
          <Text style={{ overflowWrap: 'anywhere' }}>{title}</Text>
          <Text size="sm" c="dimmed">
            {t('order_placed', { date: formatDateTime(i18n.language, order.datetime_create) })}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end">
          <OrderStatusBadge status={order.status} isPaymentSubmitted={order.is_payment_submitted} />
          <Text fw={700}>{formatMoney(t, order.total_minor, order.currency)}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /cart/purchase: the learner's orders, paged on the server, filtered by status in the URL. */
export function OrderListPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(orderMessages);
  const list = useListParams();
  const status = list.params.get('status') ?? '';
  const orders = useOrders({ page: list.page, status: status || undefined });
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader
          title={t('order_list_title')}
          intro={t('order_list_intro')}
          align="flex-end"
          wrap="wrap"
        >
          <NativeSelect
            label={t('order_filter_status')}
            value={status}
            onChange={(event) => list.setFilter('status', event.currentTarget.value)}
            data={[
              { value: '', label: t('order_filter_all') },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`order_status_${s}`) })),
            ]}
          />
        </PageHeader>
        <PagedCardList
          query={orders}
          emptyTitle={t('order_list_empty')}
          rowKey={(order) => order.id}
          renderRow={(order) => <OrderRow order={order} />}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
    </PageContainer>
  );
}
