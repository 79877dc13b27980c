import type { Executor } from '@/db/database';

/**
 * Payment settings of the demo portal: the demo provider is on so a newcomer can buy a course
 * after `npm start`, PromptPay shows a QR to an all-zero ID that no bank accepts, and prices
 * include 7% VAT as in Thailand. The seller's address and tax ID print on receipts, and two
 * coupon codes show the cart's discount: WELCOME10 (10% off, twice per learner) and THB200
 * (THB 200 off, 100 uses).
 */
export async function seedPaymentDemo(db: Executor): Promise<void> {
  const values = {
    'payment-demo-is-enabled': true,
    'payment-promptpay-id': '0000000000000',
    'payment-payee-name': 'Learning Portal Demo Co., Ltd.',
    'payment-vat-rate': 7,
    'payment-seller-address': '999 Rama IV Road, Silom, Bang Rak, Bangkok 10500',
    'payment-seller-tax-id': '0105556012341',
  };
  await db
    .insertInto('config_value')
    .values(
      Object.entries(values).map(([name, value]) => ({
        name,
        value: JSON.stringify(value),
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .insertInto('coupon')
    .values([
      {
        code: 'WELCOME10',
        description: 'Welcome: 10% off',
        kind: 'percent',
        percent: 10,
        per_user_limit: 2,
      },
      {
        code: 'THB200',
        description: 'THB 200 off any order in baht',
        kind: 'amount',
        amount_minor: 20_000,
        currency: 'thb',
        usage_limit: 100,
      },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
