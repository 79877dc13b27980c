import { sql, type Kysely } from 'kysely';

/**
 * Buying priced content: one cart per learner with its items, orders with the items and prices
 * copied at checkout, and the permission that confirms and cancels orders in the dashboard.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE cart (
    id serial PRIMARY KEY,
    user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE cart_item (
    id serial PRIMARY KEY,
    cart_id integer NOT NULL REFERENCES cart (id) ON DELETE CASCADE,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT cart_item_unique UNIQUE (cart_id, content_id)
  )`.execute(db);
  await sql`CREATE INDEX cart_item_content_idx ON cart_item (content_id)`.execute(db);

  await sql`CREATE SEQUENCE purchase_order_number_seq`.execute(db);
  await sql`CREATE TABLE purchase_order (
    id serial PRIMARY KEY,
    number text NOT NULL UNIQUE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'paid', 'cancelled', 'expired')),
    currency text NOT NULL CHECK (currency IN ('thb', 'usd', 'jpy')),
    subtotal_minor integer NOT NULL CHECK (subtotal_minor >= 0),
    vat_rate_bp integer NOT NULL DEFAULT 0 CHECK (vat_rate_bp BETWEEN 0 AND 3000),
    vat_minor integer NOT NULL DEFAULT 0 CHECK (vat_minor >= 0),
    total_minor integer NOT NULL CHECK (total_minor >= 0),
    payment_method text NOT NULL CHECK (payment_method IN ('promptpay', 'demo')),
    payment_reference text,
    payment_note text NOT NULL DEFAULT '',
    payment_submitted_at timestamptz,
    receipt_number text UNIQUE,
    paid_at timestamptz,
    confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
    cancelled_at timestamptz,
    cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
    cancel_reason text NOT NULL DEFAULT '',
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT purchase_order_paid_has_receipt
      CHECK (status <> 'paid' OR (paid_at IS NOT NULL AND receipt_number IS NOT NULL))
  )`.execute(db);
  // The learner's orders newest first; the dashboard's by status and by time.
  await sql`CREATE INDEX purchase_order_user_created_idx
    ON purchase_order (user_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX purchase_order_status_created_idx
    ON purchase_order (status, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX purchase_order_created_idx
    ON purchase_order (created_at DESC, id DESC)`.execute(db);
  // Expiry sweeps read only the pending orders nobody has reported paying.
  await sql`CREATE INDEX purchase_order_expiry_idx ON purchase_order (expires_at)
    WHERE status = 'pending' AND payment_submitted_at IS NULL`.execute(db);

  await sql`CREATE TABLE purchase_order_item (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
    content_id integer NOT NULL REFERENCES content (id) ON DELETE RESTRICT,
    code text NOT NULL,
    kind text NOT NULL,
    title_en text NOT NULL,
    title_th text NOT NULL,
    price_minor integer NOT NULL CHECK (price_minor >= 0),
    learning_result_id integer REFERENCES learning_result (id) ON DELETE SET NULL,
    enroll_status smallint,
    CONSTRAINT purchase_order_item_unique UNIQUE (order_id, content_id)
  )`.execute(db);
  await sql`CREATE INDEX purchase_order_item_content_idx
    ON purchase_order_item (content_id, order_id)`.execute(db);

  // Databases made before this permission existed get it, and their Administrator group too.
  await sql`INSERT INTO auth_permission (codename, name)
            VALUES ('dashboard_manage_order', 'Can confirm and cancel orders')
            ON CONFLICT (codename) DO NOTHING`.execute(db);
  await sql`INSERT INTO auth_group_permission (group_id, permission_id)
            SELECT g.id, p.id FROM auth_group g, auth_permission p
            WHERE g.name = 'Administrator' AND p.codename = 'dashboard_manage_order'
            ON CONFLICT DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM auth_permission WHERE codename = 'dashboard_manage_order'`.execute(db);
  await sql`DROP TABLE IF EXISTS purchase_order_item`.execute(db);
  await sql`DROP TABLE IF EXISTS purchase_order`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS purchase_order_number_seq`.execute(db);
  await sql`DROP TABLE IF EXISTS cart_item`.execute(db);
  await sql`DROP TABLE IF EXISTS cart`.execute(db);
}
