import { useState } from 'react';
import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { CartCoupon } from '@portal/shared';
import { isApiError } from '@/api/api-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart';
import { orderMessages } from '../order-messages';
import { formatMoney } from './money';

/** What a coupon takes off, as people read it: '10%' or '฿200'. */
export function couponValue(t: TFunction, coupon: CartCoupon): string {
  if (coupon.kind === 'percent') return `${coupon.percent ?? 0}%`;
  return formatMoney(t, coupon.amount_minor ?? 0, coupon.currency ?? 'thb');
}

/**
 * The cart's coupon code: a field and Apply, the refusal under the field (unknown, expired, used
 * up, not for these items...); once applied, what it takes off and a way to remove it.
 */
export function CouponBox(props: { coupon: CartCoupon | null }) {
  const { t } = useFeatureTranslation(orderMessages);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const { coupon } = props;
  const refusal = isApiError(apply.error, 400) ? apply.error.fieldError('code') : undefined;

  if (coupon)
    return (
      <Alert
        color={coupon.error ? 'orange' : 'teal'}
        variant="light"
        data-testid="cart-coupon"
        // The light alert's own title colour is too pale on its tint (axe color-contrast).
        styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        title={
          coupon.error
            ? t('coupon_not_applied', { code: coupon.code, reason: t(coupon.error) })
            : t('coupon_applied', { code: coupon.code, value: couponValue(t, coupon) })
        }
      >
        <Button
          variant="default"
          size="compact-sm"
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => apply.reset() })}
        >
          {t('coupon_remove')}
        </Button>
      </Alert>
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) apply.mutate(code.trim(), { onSuccess: () => setCode('') });
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('coupon_label')}
            placeholder={t('coupon_placeholder')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(event) => setCode(event.currentTarget.value)}
            error={refusal ? t(refusal) : undefined}
          />
          <Button type="submit" variant="default" mt={25} loading={apply.isPending}>
            {t('coupon_apply')}
          </Button>
        </Group>
        {apply.isError && !refusal && (
          <Text c="red.8" size="sm" mt="xs" role="alert">
            {errorMessage(t, apply.error)}
          </Text>
        )}
      </form>
    </Paper>
  );
}
