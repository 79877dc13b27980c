import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CART_ITEM_STATUS,
  couponDiscount,
  CURRENCIES,
  PAYMENT_METHODS,
  type Currency,
  type PaymentMethod,
} from '@portal/shared';
import { learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCart } from '../api/cart';
import { useCheckout } from '../api/orders';
import { orderMessages } from '../order-messages';
import { isApiError } from '@/api/api-error';
import { formatMoney, vatPercent } from './money';
import {
  EMPTY_TAX_INVOICE,
  TaxInvoiceFields,
  taxInvoiceInput,
  taxInvoiceProblems,
} from './tax-invoice-fields';

function Line(props: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fw={props.strong ? 700 : 400} size={props.strong ? 'lg' : 'sm'}>
        {props.label}
      </Text>
      <Text
        fw={props.strong ? 700 : 500}
        size={props.strong ? 'lg' : 'sm'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {props.value}
      </Text>
    </Group>
  );
}

/**
 * The payment method a checkout path names (SPEC §2 /cart/check-out/{check_out_type},
 * /cart/check-out/qr-code): a method's code, or the QR code, which is PromptPay's.
 */
export function methodOfPath(value: string | undefined): PaymentMethod | null {
  if (value === 'qr-code') return 'promptpay';
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '')
    ? (value as PaymentMethod)
    : null;
}

/**
 * /cart/check-out[/{check_out_type}]?currency=thb[&content=1,2]: the cart's buyable items of one currency (or the
 * named ones, for Buy now), their total with the VAT it includes, and the payment method.
 */
export function CheckoutPage() {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(orderMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cart = useCart();
  const checkout = useCheckout();
  const named = methodOfPath(useParams().check_out_type);
  const [method, setMethod] = useState<PaymentMethod | null>(named);
  const [invoice, setInvoice] = useState(EMPTY_TAX_INVOICE);
  const [submitted, setSubmitted] = useState(false);
  const raw = params.get('currency') ?? 'thb';
  const currency: Currency = (CURRENCIES as readonly string[]).includes(raw)
    ? (raw as Currency)
    : 'thb';
  const only = (params.get('content') ?? '').split(',').filter(Boolean).map(Number);

  if (cart.isPending)
    return (
      <PageContainer>
        <Skeleton height={240} radius="md" aria-busy="true" />
      </PageContainer>
    );
  if (cart.isError)
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, cart.error)}
        </Alert>
      </PageContainer>
    );
  const items = cart.data.items.filter(
    (item) =>
      item.currency === currency &&
      item.status === CART_ITEM_STATUS.available &&
      (only.length === 0 || only.includes(item.content.id)),
  );
  const methods = cart.data.payment_methods.filter((m) => m.currencies.includes(currency));
  const chosen =
    method && methods.some((m) => m.code === method) ? method : (methods[0]?.code ?? null);
  const subtotal = items.reduce((sum, item) => sum + item.price_minor, 0);
  const coupon = cart.data.coupon;
  const discount = coupon && !coupon.error ? (couponDiscount(coupon, currency, subtotal) ?? 0) : 0;
  const total = subtotal - discount;
  const rate = cart.data.vat_rate_bp;
  const vat = Math.round((total * rate) / (10_000 + rate));
  const problems = taxInvoiceProblems(invoice);
  const server = isApiError(checkout.error, 400) ? checkout.error : null;
  const invoiceErrors = submitted
    ? {
        ...Object.fromEntries(
          (['company_name', 'tax_id', 'branch', 'address'] as const).flatMap((field) => {
            const key = server?.fieldError(`tax_invoice.${field}`);
            return key ? [[field, key]] : [];
          }),
        ),
        ...problems,
      }
    : {};

  const handlePlace = () => {
    setSubmitted(true);
    if (!chosen || Object.keys(problems).length > 0) return;
    const tax_invoice = taxInvoiceInput(invoice);
    checkout.mutate(
      {
        content_id_list: items.map((item) => item.content.id),
        payment_method: chosen,
        ...(tax_invoice ? { tax_invoice } : {}),
      },
      { onSuccess: (order) => void navigate(`/cart/purchase/${order.id}`) },
    );
  };

  return (
    <PageContainer>
      <Stack gap="lg" maw={720}>
        <Anchor component={Link} to="/cart" size="sm">
          ← {t('checkout_back')}
        </Anchor>
        <Title order={1}>{t('checkout_title')}</Title>
        {items.length === 0 ? (
          <Alert color="gray" variant="light">
            {t('checkout_nothing')}
          </Alert>
        ) : (
          <>
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Text fw={600}>{t('checkout_items')}</Text>
                {items.map((item) => (
                  <Line
                    key={item.id}
                    label={item.title}
                    value={formatMoney(t, item.price_minor, item.currency)}
                  />
                ))}
                <Divider my={4} />
                {discount > 0 && (
                  <>
                    <Line label={t('cart_subtotal')} value={formatMoney(t, subtotal, currency)} />
                    <Line
                      label={t('coupon_discount', { code: coupon?.code ?? '' })}
                      value={`−${formatMoney(t, discount, currency)}`}
                    />
                  </>
                )}
                {rate > 0 && (
                  <Line
                    label={t('checkout_vat', { rate: vatPercent(rate) })}
                    value={formatMoney(t, vat, currency)}
                  />
                )}
                <Line label={t('checkout_total')} value={formatMoney(t, total, currency)} strong />
              </Stack>
            </Paper>
            {methods.length === 0 ? (
              <Alert color="yellow" variant="light">
                {t('checkout_no_method')}
              </Alert>
            ) : (
              <Radio.Group
                label={t('checkout_method')}
                value={chosen}
                onChange={(value) => setMethod(value)}
              >
                <Stack gap="sm" mt="xs">
                  {methods.map((m) => (
                    <Radio.Card key={m.code} value={m.code} radius="md" p="md">
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600}>{t(`checkout_method_${m.code}`)}</Text>
                          <Text size="sm" c="dimmed">
                            {t(`checkout_method_${m.code}_help`)}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <TaxInvoiceFields value={invoice} onChange={setInvoice} errors={invoiceErrors} />
            {checkout.isError && (
              <Alert color="red" variant="outline" role="alert">
                {errorMessage(t, checkout.error)}
              </Alert>
            )}
            <Group>
              <Button
                size="md"
                onClick={handlePlace}
                loading={checkout.isPending}
                disabled={!chosen}
              >
                {t('checkout_place')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
