import { useEffect, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMIT, type DashboardOrder } from '@portal/shared';
import { ApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { useProfile } from '@/core/session';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { formatMoney } from '@/features/order/components/money';
import { learnerName, refusalMessage } from '@/features/dashboard/list';
import { useDecideOrder } from './api/orders';
import { ordersMessages } from './orders-messages';

/** Refusals of a confirmation that a superuser may override with a reason (audited). */
const OVERRIDABLE = ['order_own_confirm', 'payment_not_reported', 'payment_reference_used'];

/**
 * Asks before confirming a payment (which enrols the buyer) or cancelling an order. A confirmation
 * the server refuses (the administrator's own order, no reported payment, a reference on another
 * order) shows why; a superuser may then confirm anyway with a reason.
 */
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
  const [overrideReason, setOverrideReason] = useState('');
  // Offered once the server refused a confirmation a superuser may override.
  const [overriding, setOverriding] = useState(false);
  const isSuperuser = useProfile()?.is_superuser === true;
  useEffect(() => {
    setReason('');
    setOverrideReason('');
    setOverriding(false);
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
        overrideReason: overriding ? overrideReason.trim() || undefined : undefined,
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
        onError: (error) => {
          if (
            decision === 'confirm' &&
            isSuperuser &&
            error instanceof ApiError &&
            OVERRIDABLE.includes(error.code)
          )
            setOverriding(true);
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
            {overriding && (
              <>
                <Text size="sm">{t('orders_override_help')}</Text>
                <Textarea
                  label={t('orders_override_reason')}
                  required
                  maxLength={TEXT_LIMIT}
                  value={overrideReason}
                  onChange={(event) => setOverrideReason(event.currentTarget.value)}
                />
              </>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {t('orders_back')}
              </Button>
              <Button
                type="submit"
                color={decision === 'confirm' ? 'teal.9' : 'red.9'}
                loading={decide.isPending}
              >
                {overriding
                  ? t('orders_override')
                  : decision === 'confirm'
                    ? t('orders_confirm')
                    : t('orders_cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
