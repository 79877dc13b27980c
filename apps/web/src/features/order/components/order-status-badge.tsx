import { Badge } from '@mantine/core';
import type { OrderStatus } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '../order-messages';

const COLORS: Record<OrderStatus, string> = {
  pending: 'yellow.4',
  paid: 'teal.9',
  cancelled: 'gray.8',
  expired: 'red.9',
};

/** An order's status; a pending order whose payment was reported reads 'Checking payment'. */
export function OrderStatusBadge(props: {
  status: OrderStatus;
  isPaymentSubmitted: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useFeatureTranslation(orderMessages);
  const checking = props.status === 'pending' && props.isPaymentSubmitted;
  return (
    // Filled with autoContrast, as the progress badges: the text stays above 4.5:1.
    <Badge
      color={checking ? 'blue.8' : COLORS[props.status]}
      variant="filled"
      autoContrast
      size={props.size ?? 'lg'}
      style={{ flex: 'none' }}
    >
      {checking ? t('order_status_checking') : t(`order_status_${props.status}`)}
    </Badge>
  );
}
