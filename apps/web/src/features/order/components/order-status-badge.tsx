import type { OrderStatus } from '@portal/shared';
import { StatusBadge, type StatusTone } from '@/components/status-badge';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { orderMessages } from '../order-messages';

const TONES: Record<OrderStatus, StatusTone> = {
  pending: 'waiting',
  paid: 'done',
  cancelled: 'closed',
  expired: 'refused',
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
    <StatusBadge tone={checking ? 'checking' : TONES[props.status]} size={props.size ?? 'lg'}>
      {checking ? t('order_status_checking') : t(`order_status_${props.status}`)}
    </StatusBadge>
  );
}
