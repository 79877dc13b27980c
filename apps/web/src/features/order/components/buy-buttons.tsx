import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CURRENCIES, type Currency } from '@portal/shared';
import { ApiError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useAddToCart, useCart } from '../api/cart';
import { orderMessages } from '../order-messages';

/**
 * What a priced course offers instead of Enrol: Add to cart, and Buy now (into the cart, then
 * straight to checkout with this course alone). Once in the cart it says so and links there.
 */
export function BuyButtons(props: { contentId: number; currency: string }) {
  const { t } = useFeatureTranslation(orderMessages);
  const navigate = useNavigate();
  const cart = useCart();
  const add = useAddToCart();
  const inCart = cart.data?.items.some((item) => item.content.id === props.contentId) ?? false;
  const currency: Currency = (CURRENCIES as readonly string[]).includes(props.currency)
    ? (props.currency as Currency)
    : 'thb';
  const checkoutPath = `/cart/check-out?currency=${currency}&content=${props.contentId}`;

  const handleBuyNow = () => {
    if (inCart) {
      void navigate(checkoutPath);
      return;
    }
    add.mutate(props.contentId, {
      onSuccess: () => void navigate(checkoutPath),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'already_in_cart')
          void navigate(checkoutPath);
      },
    });
  };
  const failure =
    add.isError && !(add.error instanceof ApiError && add.error.code === 'already_in_cart')
      ? errorMessage(t, add.error)
      : null;

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button
          size="md"
          onClick={handleBuyNow}
          loading={add.isPending && add.variables !== undefined}
        >
          {t('cart_buy_now')}
        </Button>
        {!inCart && (
          <Button
            size="md"
            variant="default"
            onClick={() => add.mutate(props.contentId)}
            disabled={add.isPending}
          >
            {t('cart_add')}
          </Button>
        )}
      </Group>
      {inCart && (
        <Text size="sm" role="status">
          {add.isSuccess ? t('cart_added') : t('cart_in_cart')}{' '}
          <Anchor component={Link} to="/cart">
            {t('cart_view')}
          </Anchor>
        </Text>
      )}
      {failure && (
        <Alert color="red" variant="outline" role="alert" p="sm">
          {failure}
          {add.error instanceof ApiError && add.error.code === 'already_ordered' && (
            <>
              {' '}
              <Anchor component={Link} to="/cart/purchase">
                {t('cart_my_orders')}
              </Anchor>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
