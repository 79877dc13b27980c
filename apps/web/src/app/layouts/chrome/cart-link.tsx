import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/icons';
import { useCart } from '@/features/order/api/cart';

/** The header's way to the cart, with the number of items in it. */
export function CartLink() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart.data?.items.length ?? 0;
  return (
    <Indicator label={count} size={16} disabled={count === 0} offset={4} color="red.8">
      <ActionIcon
        component={Link}
        to="/cart"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count > 0 ? t('cart_with_count', { count }) : t('cart')}
      >
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
