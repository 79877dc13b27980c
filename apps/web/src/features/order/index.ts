export { BuyButtons } from './components/buy-buttons';
export { useCart } from './api/cart';
export { orderMessages } from './order-messages';
