import { sql, type Kysely } from 'kysely';

/**
 * The cart people can buy from in Thailand (issue 21 item 18):
 * - coupon: a code giving a percent or an amount off, valid in an optional window, with an
 *   optional total and per-buyer number of uses; deactivated rather than deleted;
 * - cart.coupon_id: the code the learner applied to their cart;
 * - purchase_order.coupon_id, coupon_code, discount_minor: the coupon an order redeemed and what
 *   it took off. An order of a live status (paid, or pending and not past its time) is one use
 *   of its coupon: a cancelled or expired order gives its use back with no write of its own;
 * - purchase_order.tax_invoice: the buyer's tax-invoice request (company, tax ID, branch, address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE coupon (
    id serial PRIMARY KEY,
    code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
    description text NOT NULL DEFAULT '',
    kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
    percent smallint CHECK (percent BETWEEN 1 AND 100),
    amount_minor integer CHECK (amount_minor > 0),
    currency text CHECK (currency IN ('thb', 'usd', 'jpy')),
    starts_at timestamptz,
    ends_at timestamptz,
    usage_limit integer CHECK (usage_limit > 0),
    per_user_limit integer CHECK (per_user_limit > 0),
    is_active boolean NOT NULL DEFAULT true,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT coupon_kind_value CHECK (
      (kind = 'percent' AND percent IS NOT NULL AND amount_minor IS NULL AND currency IS NULL)
      OR (kind = 'amount' AND amount_minor IS NOT NULL AND currency IS NOT NULL AND percent IS NULL)),
    CONSTRAINT coupon_window CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
  )`.execute(db);
  // The dashboard's list, newest first.
  await sql`CREATE INDEX coupon_created_idx ON coupon (created_at DESC, id DESC)`.execute(db);

  await sql`ALTER TABLE cart
    ADD COLUMN coupon_id integer REFERENCES coupon (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX cart_coupon_idx ON cart (coupon_id) WHERE coupon_id IS NOT NULL`.execute(
    db,
  );

  await sql`ALTER TABLE purchase_order
    ADD COLUMN coupon_id integer REFERENCES coupon (id) ON DELETE RESTRICT,
    ADD COLUMN coupon_code text,
    ADD COLUMN discount_minor integer NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
    ADD COLUMN tax_invoice jsonb`.execute(db);
  // A coupon's uses, and one buyer's uses of it, are counted from these.
  await sql`CREATE INDEX purchase_order_coupon_idx ON purchase_order (coupon_id, user_id)
    WHERE coupon_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE purchase_order
    DROP COLUMN IF EXISTS tax_invoice,
    DROP COLUMN IF EXISTS discount_minor,
    DROP COLUMN IF EXISTS coupon_code,
    DROP COLUMN IF EXISTS coupon_id`.execute(db);
  await sql`ALTER TABLE cart DROP COLUMN IF EXISTS coupon_id`.execute(db);
  await sql`DROP TABLE IF EXISTS coupon`.execute(db);
}
