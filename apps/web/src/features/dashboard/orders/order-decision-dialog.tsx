import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMIT, type DashboardOrder } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatMoney } from '@/features/order/components/money';
import { learnerName } from '../results/learner-name';
import { refusalMessage } from '../list';
import { useDecideOrder } from './api/orders';
import { ordersMessages } from './orders-messages';

/** Asks before confirming a payment (which enrols the buyer) or cancelling an order. */
export function OrderDecisionDialog(props: {
  order: DashboardOrder | null;
  decision: 'confirm' | 'cancel';
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(ordersMessages);
  const { order, decision } = props;
  const decide = useDecideOrder();
  const { reset } = decide;
  const [reason, setReason] = useState('');
  useEffect(() => {
    setReason('');
    reset();
  }, [order?.id, decision, reset]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!order) return;
    const name = learnerName(order.user);
    decide.mutate(
      {
        id: order.id,
        decision,
        reason: decision === 'cancel' ? reason.trim() || undefined : undefined,
      },
      {
        onSuccess: () => {
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message:
              decision === 'confirm'
                ? t('orders_confirmed', { number: order.number, name })
                : t('orders_cancelled', { number: order.number }),
          });
          props.onClose();
        },
      },
    );
  };

  const params = order
    ? {
        number: order.number,
        name: learnerName(order.user),
        amount: formatMoney(t, order.total_minor, order.currency),
      }
    : {};
  return (
    <Modal
      opened={order !== null}
      onClose={props.onClose}
      title={decision === 'confirm' ? t('orders_confirm_title') : t('orders_cancel_title')}
      closeButtonProps={{ 'aria-label': t('orders_back') }}
    >
      {order && (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {decision === 'confirm'
                ? t('orders_confirm_help', params)
                : t('orders_cancel_help', params)}
            </Text>
            {decision === 'cancel' && (
              <Textarea
                label={t('orders_reason')}
                maxLength={TEXT_LIMIT}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            )}
            <FormError message={decide.isError ? refusalMessage(t, decide.error) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {t('orders_back')}
              </Button>
              <Button
                type="submit"
                color={decision === 'confirm' ? 'teal.9' : 'red.9'}
                loading={decide.isPending}
              >
                {decision === 'confirm' ? t('orders_confirm') : t('orders_cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
