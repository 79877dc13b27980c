import { Badge } from '@mantine/core';
import type { OrderStatus } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '../order-messages';

const COLORS: Record<OrderStatus, string> = {
  pending: 'yellow.9',
  paid: 'teal.9',
  cancelled: 'gray.7',
  expired: 'red.9',
};

/** An order's status; a pending order whose payment was reported reads 'Checking payment'. */
export function OrderStatusBadge(props: { status: OrderStatus; isPaymentSubmitted: boolean }) {
  const { t } = useFeatureTranslation(orderMessages);
  const checking = props.status === 'pending' && props.isPaymentSubmitted;
  return (
    <Badge color={checking ? 'blue.8' : COLORS[props.status]} variant="light" size="lg">
      {checking ? t('order_status_checking') : t(`order_status_${props.status}`)}
    </Badge>
  );
}
