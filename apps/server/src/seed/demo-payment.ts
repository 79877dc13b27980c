import type { Executor } from '@/db/database';

/**
 * Payment settings of the demo portal: the demo provider is on so a newcomer can buy a course
 * after `npm start`, PromptPay shows a QR to an all-zero ID that no bank accepts, and prices
 * include 7% VAT as in Thailand.
 */
export async function seedPaymentDemo(db: Executor): Promise<void> {
  const values = {
    'payment-demo-is-enabled': true,
    'payment-promptpay-id': '0000000000000',
    'payment-payee-name': 'Learning Portal Demo Co., Ltd.',
    'payment-vat-rate': 7,
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
}
