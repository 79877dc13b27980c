import { sql, type Kysely } from 'kysely';

/**
 * A transfer reference counts for one order: reporting or confirming looks the reference up
 * among the other orders, ignoring case, spaces and hyphens (modules/order/order-payment.ts
 * `ordersWithReference` uses this very expression).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX purchase_order_reference_idx
    ON purchase_order ((lower(regexp_replace(payment_reference, '[[:space:]-]', '', 'g'))))
    WHERE payment_reference IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS purchase_order_reference_idx`.execute(db);
}
