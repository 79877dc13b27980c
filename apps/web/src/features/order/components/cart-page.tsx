import {
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { CART_ITEM_STATUS, type CartItem } from '@portal/shared';
import { ContentImage, learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCart, useRemoveFromCart } from '../api/cart';
import { orderMessages } from '../order-messages';
import { CouponBox } from './coupon-box';
import { formatMoney } from './money';

function CartRow(props: { item: CartItem }) {
  const { t } = useFeatureTranslation(orderMessages);
  const remove = useRemoveFromCart();
  const { item } = props;
  const available = item.status === CART_ITEM_STATUS.available;
  const handleRemove = () =>
    remove.mutate(item.content.id, {
      onSuccess: () =>
        notify({
          color: 'teal',
          closeButtonProps: { 'aria-label': t('close') },
          message: t('cart_removed', { title: item.title }),
        }),
    });
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="cart-item">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <div style={{ width: 96, flexShrink: 0, borderRadius: 8, overflow: 'hidden' }}>
          <ContentImage id={item.content.id} title={item.title} image={item.image} />
        </div>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/course/${item.content.id}`} fw={600}>
            {item.title}
          </Anchor>
          <Text fw={700}>{formatMoney(t, item.price_minor, item.currency)}</Text>
          {!available && (
            <Group gap="xs">
              <Badge color="red.9" variant="light">
                {t(`cart_status_${item.status}`)}
              </Badge>
              {item.reason && (
                <Text size="sm" c="dimmed">
                  {t(item.reason)}
                </Text>
              )}
            </Group>
          )}
        </Stack>
        <Button
          variant="default"
          size="compact-sm"
          aria-label={t('cart_remove_of', { title: item.title })}
          loading={remove.isPending}
          onClick={handleRemove}
        >
          {t('cart_remove')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /cart: the learner's cart with totals per currency and a checkout per currency. */
export function CartPage() {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(orderMessages);
  const cart = useCart();
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{t('cart_title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('cart_intro')}
            </Text>
          </div>
          <Anchor component={Link} to="/cart/purchase">
            {t('cart_my_orders')}
          </Anchor>
        </Group>
        {cart.isPending ? (
          <Skeleton height={160} radius="md" aria-busy="true" />
        ) : cart.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, cart.error)}
          </Alert>
        ) : cart.data.items.length === 0 ? (
          <EmptyState
            title={t('cart_empty')}
            description={t('cart_empty_help')}
            withIndicatorBackground
            py="xl"
          >
            <Button component={Link} to="/course" mt="md">
              {t('cart_browse')}
            </Button>
          </EmptyState>
        ) : (
          <>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {cart.data.items.map((item) => (
                <CartRow key={item.id} item={item} />
              ))}
            </Stack>
            {cart.data.totals.length > 0 && <CouponBox coupon={cart.data.coupon} />}
            {cart.data.totals.map((total) => (
              <Paper
                key={total.currency}
                withBorder
                radius="md"
                p="md"
                bg="gray.0"
                data-testid="cart-total"
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <div>
                    <Text size="sm" c="dimmed">
                      {t('cart_total', { count: total.count })}
                    </Text>
                    {total.discount_minor > 0 && (
                      <>
                        <Text size="sm" td="line-through" c="dimmed">
                          {formatMoney(t, total.total_minor, total.currency)}
                        </Text>
                        <Text size="sm" c="teal.9">
                          {t('coupon_discount', { code: cart.data.coupon?.code ?? '' })} −
                          {formatMoney(t, total.discount_minor, total.currency)}
                        </Text>
                      </>
                    )}
                    <Text size="xl" fw={700}>
                      {formatMoney(t, total.total_minor - total.discount_minor, total.currency)}
                    </Text>
                  </div>
                  <Button
                    component={Link}
                    to={`/cart/check-out?currency=${total.currency}`}
                    size="md"
                  >
                    {cart.data.totals.length > 1
                      ? t('cart_checkout_currency', { currency: t(`currency_${total.currency}`) })
                      : t('cart_checkout')}
                  </Button>
                </Group>
              </Paper>
            ))}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
